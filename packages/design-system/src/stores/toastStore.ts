import { createStore } from 'zustand/vanilla'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

export type ToastOptions = {
  type?: ToastType
  /** Milliseconds before it hides itself; default 3000. `Infinity` keeps it until dismissed. */
  duration?: number
}

export type Toast = {
  id: string
  message: string
  type: ToastType
  duration: number
}

export type ToastState = {
  /** Oldest first. */
  toasts: Toast[]
  add: (message: string, options?: ToastOptions) => string
  dismiss: (id: string) => void
  clear: () => void
}

export const DEFAULT_TOAST_DURATION = 3000
/** Older toasts give way beyond this many, so a burst cannot cover the page. */
export const MAX_TOASTS = 5

let sequence = 0

/** The toasts on screen. One store for the whole page: the package is a federation singleton. */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  add: (message, { type = 'info', duration = DEFAULT_TOAST_DURATION } = {}) => {
    sequence += 1
    const id = `uk-toast-${sequence}`
    set((state) => ({ toasts: [...state.toasts, { id, message, type, duration }].slice(-MAX_TOASTS) }))
    return id
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}))

/** Shows a toast from anywhere (no hook needed); returns its id for `dismissToast`. */
export function toast(message: string, options?: ToastOptions): string {
  return toastStore.getState().add(message, options)
}

/** Hides a toast before its time. */
export function dismissToast(id: string): void {
  toastStore.getState().dismiss(id)
}
