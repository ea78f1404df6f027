import { type RefObject, useLayoutEffect } from 'react'
import { modalLayerStore } from '../../stores/modalLayerStore.ts'
import { focusableElements } from '../../utils/focusable.ts'

type Options = {
  dialogRef: RefObject<HTMLDialogElement | null>
  initialFocusRef?: RefObject<HTMLElement | null> | undefined
  /** Set while this hook closes the dialog itself, so the native `close` event is not mistaken for the user's. */
  closingRef: RefObject<boolean>
}

/**
 * Opens the `<dialog>` as a modal for as long as the component is mounted: the browser traps focus and makes
 * the page inert. Focus goes to `initialFocusRef`, else the first control of the content, and returns to the
 * element that had it before, once the dialog goes away.
 */
export function useModalDialog({ dialogRef, initialFocusRef, closingRef }: Options) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    modalLayerStore.getState().push(dialog)
    initialFocusTarget(dialog, initialFocusRef?.current ?? null).focus()

    return () => {
      modalLayerStore.getState().remove(dialog)
      if (dialog.open) {
        closingRef.current = true
        dialog.close()
        closingRef.current = false
      }
      if (opener?.isConnected) opener.focus()
    }
  }, [dialogRef, initialFocusRef, closingRef])
}

function initialFocusTarget(dialog: HTMLDialogElement, preferred: HTMLElement | null): HTMLElement {
  if (preferred) return preferred
  for (const selector of ['.uk-dialog__content', '.uk-dialog__footer', '.uk-dialog__header']) {
    const region = dialog.querySelector<HTMLElement>(selector)
    const first = region ? focusableElements(region)[0] : undefined
    if (first) return first
  }
  return dialog
}
