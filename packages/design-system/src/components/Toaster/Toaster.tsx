import { createPortal } from 'react-dom'
import { useStore } from 'zustand'
import { modalLayerStore } from '../../stores/modalLayerStore.ts'
import { toastStore } from '../../stores/toastStore.ts'
import { ToastItem } from './ToastItem.tsx'

export type ToasterProps = {
  /** Accessible name of the region. Default "Notifications". */
  label?: string
  /** Accessible name of each dismiss button. Default "Dismiss notification". */
  dismissLabel?: string
}

/**
 * Shows the toasts raised with `toast()`. Mount it once, in the shell. Errors are `role="alert"` (read at
 * once); the others sit in a polite live region. While a modal dialog is open the toasts render inside it,
 * since everything outside a modal is inert and neither visible above it nor announced.
 */
export function Toaster({ label = 'Notifications', dismissLabel = 'Dismiss notification' }: ToasterProps) {
  const toasts = useStore(toastStore, (state) => state.toasts)
  const dismiss = useStore(toastStore, (state) => state.dismiss)
  const topLayer = useStore(modalLayerStore, (state) => state.layers.at(-1))
  const errors = toasts.filter((t) => t.type === 'error')
  const others = toasts.filter((t) => t.type !== 'error')

  const region = (
    <section className="uk-toaster" aria-label={label}>
      <ol className="uk-toaster__list" aria-live="polite" aria-relevant="additions text">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </ol>
      <ol className="uk-toaster__list">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  )
  return topLayer ? createPortal(region, topLayer) : region
}
