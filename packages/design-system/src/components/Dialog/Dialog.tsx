import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useRef,
} from 'react'
import { createPortal } from 'react-dom'
import { cx } from '../../utils/cx.ts'
import { IconButton } from '../IconButton/IconButton.tsx'
import { keepTabInside } from './keepTabInside.ts'
import { useModalDialog } from './useModalDialog.ts'

export type DialogSize = 'sm' | 'md' | 'lg'

export type DialogProps = {
  open: boolean
  /** Called when the user asks to close (Escape, backdrop, close button). The parent sets `open` to false. */
  onClose: () => void
  /** The heading; it is also the dialog's accessible name. */
  title: ReactNode
  /** A short line under the title; it becomes the accessible description. */
  description?: ReactNode
  /** False: Escape and backdrop clicks do nothing and there is no close button. Default true. */
  dismissible?: boolean
  size?: DialogSize
  /** Actions shown at the bottom, usually Buttons. */
  footer?: ReactNode
  children?: ReactNode
  /** The element to focus on open; default: the first control in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string
  className?: string
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the browser makes the page inert, and Tab goes round
 * inside.
 * It renders nothing while closed.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null
  return createPortal(<OpenDialog {...props} />, document.body)
}

function OpenDialog({
  onClose,
  title,
  description,
  dismissible = true,
  size = 'md',
  footer,
  children,
  initialFocusRef,
  role = 'dialog',
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closingRef = useRef(false)
  const pressStartedOnBackdrop = useRef(false)
  const titleId = useId()
  const descriptionId = useId()
  useModalDialog({ dialogRef, initialFocusRef, closingRef })

  const requestClose = () => {
    if (dismissible) onClose()
  }

  // Escape is handled here rather than through the native `cancel` event: browsers may refuse to let a
  // repeated Escape be cancelled, and a non-dismissible dialog must stay open. A child that handled Escape
  // itself (a menu, a tooltip, a nested dialog) marks the event with preventDefault().
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event)
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    requestClose()
  }

  // Other close requests (e.g. the Android back gesture) arrive as `cancel`; React state stays in charge.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    requestClose()
  }

  // A close we did not start (e.g. a `<form method="dialog">` inside) must not leave React state behind.
  // Browsers fire `close` from a queued task: if the dialog is open again by then (StrictMode re-runs effects:
  // close, then showModal), the event is stale.
  const onNativeClose = () => {
    const dialog = dialogRef.current
    if (closingRef.current || !dialog?.isConnected || dialog.open) return
    if (dismissible) onClose()
    else dialog.showModal()
  }

  // The dialog box has no padding of its own, so a click whose target is the <dialog> hit the backdrop.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) requestClose()
    pressStartedOnBackdrop.current = false
  }

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx('uk-dialog', `uk-dialog--${size}`, className)}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="uk-dialog__panel">
        <header className="uk-dialog__header">
          <div className="uk-dialog__heading">
            <h2 id={titleId} className="uk-dialog__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="uk-dialog__description">
                {description}
              </p>
            )}
          </div>
          {dismissible && (
            <IconButton
              className="uk-dialog__close"
              label={closeLabel}
              icon={<CloseIcon />}
              onClick={onClose}
            />
          )}
        </header>
        <div className="uk-dialog__content">{children}</div>
        {footer && <footer className="uk-dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  )
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}
