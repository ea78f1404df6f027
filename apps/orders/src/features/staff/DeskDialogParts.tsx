import { Button, TextArea } from '@unikit/design-system'

/** A desk dialog's buttons: Back, and the action (red when it takes something away). */
export function DeskDialogFooter({
  onBack,
  onAction,
  label,
  busy,
  danger = false,
}: {
  onBack: () => void
  onAction: () => void
  label: string
  busy: boolean
  danger?: boolean
}) {
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onAction}>
        {label}
      </Button>
    </>
  )
}

/** Why staff decline, cancel or reject: e-mailed to the student, so it is required. */
export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  return (
    <TextArea
      label="Reason"
      required
      rows={3}
      maxLength={500}
      value={value}
      error={error ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
