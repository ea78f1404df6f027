import { readApiError } from '@unikit/auth'
import { Button, toast, useSubmission } from '@unikit/design-system'
import { type ReactNode, useState } from 'react'
import { ReasonDialog, type ReasonDialogProps } from '../dialogs/ReasonDialog.tsx'

/** What a reason dialog says for one decision on one record. */
export type DecisionReason<T> = Pick<
  ReasonDialogProps,
  'cancelLabel' | 'danger' | 'required' | 'hint' | 'requiredMessage'
> & {
  title: (item: T) => string
  /** What the decision does for this record, under the title. */
  description?: ReactNode | ((item: T) => ReactNode)
  /** Default: the decision's label. */
  confirmLabel?: string
}

/**
 * One decision staff can make on a row's record. It runs `run` at once (a failure is a toast), or after a reason
 * (`reason`), or opens a dialog of its own (`dialog`, for a decision that asks for more than a reason).
 */
export type Decision<T> = {
  label: string
  /** The button's accessible name, naming the record: "Hide: Essay.pdf", "Quote order #12". */
  ariaLabel: (item: T) => string
  /** Default "secondary"; "danger" for what cannot be undone, "ghost" for a quiet one beside others. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  reason?: DecisionReason<T>
  /** Makes the decision (with the trimmed reason, or ''). */
  run?: (item: T, reason: string) => Promise<unknown>
  /** The toast once made, e.g. "“Essay.pdf” taken down". */
  done?: (item: T) => string
  /** A dialog of its own (`useDeskChange` fits): `onDone` after the change, `onClose` when it closes. */
  dialog?: (item: T, ends: { onDone: () => void; onClose: () => void }) => ReactNode
  /** The words for a failure; default the service's message. */
  readError?: (failure: unknown) => string
}

/** A row's decisions as buttons, and the dialog of the one being made; `onDone` refreshes the queue after one. */
export function DecisionButtons<T>({
  item,
  decisions,
  onDone,
}: {
  item: T
  decisions: Decision<T>[]
  onDone: () => void
}) {
  const [open, setOpen] = useState<Decision<T>>()
  const [running, setRunning] = useState<string>()
  const { pending, run } = useSubmission()
  const close = () => setOpen(undefined)
  const readError = (decision: Decision<T>) =>
    decision.readError ?? ((failure: unknown) => readApiError(failure).message)
  const make = async (decision: Decision<T>, reason: string) => {
    await decision.run?.(item, reason)
    if (decision.done) toast(decision.done(item), { type: 'success' })
    onDone()
  }
  const now = (decision: Decision<T>) =>
    run(async () => {
      setRunning(decision.label)
      try {
        await make(decision, '')
      } catch (failure) {
        toast(readError(decision)(failure), { type: 'error', duration: 8000 })
      } finally {
        setRunning(undefined)
      }
    })
  return (
    <>
      {decisions.map((decision) => (
        <Button
          key={decision.label}
          size="sm"
          variant={decision.variant ?? 'secondary'}
          loading={running === decision.label}
          disabled={pending && running !== decision.label}
          onClick={() => (decision.reason || decision.dialog ? setOpen(decision) : void now(decision))}
          aria-label={decision.ariaLabel(item)}
        >
          {decision.label}
        </Button>
      ))}
      {open?.dialog?.(item, { onDone, onClose: close })}
      {open?.reason && (
        <ReasonDialog
          {...open.reason}
          title={open.reason.title(item)}
          description={
            typeof open.reason.description === 'function'
              ? open.reason.description(item)
              : open.reason.description
          }
          confirmLabel={open.reason.confirmLabel ?? open.label}
          onConfirm={(reason) => make(open, reason)}
          onClose={close}
          readError={readError(open)}
        />
      )}
    </>
  )
}
