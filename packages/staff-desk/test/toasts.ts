import { toastStore } from '@unikit/design-system'

/** The toasts on screen, as `type: message`. */
export const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.type}: ${toast.message}`)
