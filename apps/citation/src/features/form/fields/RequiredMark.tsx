/** The star after a required field's label or legend; `aria-required` on the control says it to screen readers. */
export function RequiredMark() {
  return (
    <span className="uk-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}
