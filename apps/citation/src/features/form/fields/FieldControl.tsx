import type { FocusEvent } from 'react'
import { DateField } from './DateField.tsx'
import type { FieldControlProps } from './fieldProps.ts'
import { NameListField } from './NameListField.tsx'
import { SelectField } from './SelectField.tsx'
import { TextInputField } from './TextInputField.tsx'
import { YearField } from './YearField.tsx'

/** The control of one catalogue field by its `type`; `hidden` fields are not shown. */
function Control(props: FieldControlProps) {
  switch (props.field.type) {
    case 'name':
      return <NameListField {...props} />
    case 'year':
      return <YearField {...props} />
    case 'date':
    case 'day_month':
    case 'month':
      return <DateField {...props} />
    case 'select':
      return <SelectField {...props} />
    case 'hidden':
      return null
    default:
      return <TextInputField {...props} />
  }
}

/**
 * A field in its frame: `data-field-key` lets a failed save find and focus it, and leaving the frame (not
 * moving between its own inputs) marks the field touched, so its hint shows from then on.
 */
export function FieldControl(props: FieldControlProps) {
  if (props.field.type === 'hidden') return null
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    props.dispatch({ type: 'touch', key: props.field.key })
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the frame only notices focus leaving its own controls.
    <div data-field-key={props.field.key} onBlur={onBlur}>
      <Control {...props} />
    </div>
  )
}
