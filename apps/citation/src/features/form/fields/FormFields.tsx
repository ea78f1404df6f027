import {
  type CslItem,
  type Field,
  type FieldGroup,
  type FormatDefinition,
  type FormState,
  getFormat,
} from '@unikit/citation-core'
import { cx } from '@unikit/design-system'
import { type Dispatch, type ReactNode, useMemo } from 'react'
import { SegmentedChoice } from '../controls/SegmentedChoice.tsx'
import type { CitationFormAction } from '../model/citationFormReducer.ts'
import { firstOption, groupVisible } from '../model/formFields.ts'
import type { FormIssues } from '../model/formIssues.ts'
import { joinOr } from '../model/joinOr.ts'
import { unprintedNotes } from '../model/unprintedNotes.ts'
import { FieldControl } from './FieldControl.tsx'
import styles from './fields.module.css'

export type FormFieldsProps = {
  format: FormatDefinition
  form: FormState
  item: CslItem
  /** The problems to show now, by field key. */
  issues: FormIssues
  autoMissing: Record<string, true>
  dispatch: Dispatch<CitationFormAction>
}

/** Short inputs sit side by side (volume, issue, pages...); the rest take the whole width. */
const compactTypes = new Set<Field['type']>(['edition', 'number', 'page', 'volume', 'issue'])

/** The fields of other formats the form carries after a format change, as their own formats define them. */
function carriedFieldsOf(carriedFields: FormState['carried']): Field[] {
  return (carriedFields ?? []).flatMap((carried) => {
    const field = getFormat(carried.formatId)
      .groups.flatMap((group) => group.fields)
      .find((f) => f.key === carried.key)
    return field ? [field] : []
  })
}

/**
 * The format's groups in catalogue order: a repeatable name list, a single field, or a titled block of fields.
 * Each A-or-B set is a segmented switch with the chosen option's fields under it; `when` groups show only
 * while their select matches. A field holding a detail the format will not print says so under it, and the
 * fields carried from another format follow in a block of their own
 * (docs/decisions/0719-details-the-format-will-not-print.md).
 */
export function FormFields({ format, form, item, issues, autoMissing, dispatch }: FormFieldsProps) {
  const notes = useMemo(() => unprintedNotes(format.id, item, form.carried), [format.id, item, form.carried])
  const carried = useMemo(() => carriedFieldsOf(form.carried), [form.carried])
  const fieldsOf = (group: Pick<FieldGroup, 'fields'>): ReactNode =>
    group.fields.map((field) => (
      <div key={field.key} className={cx(styles.slot, compactTypes.has(field.type) && styles.compact)}>
        <FieldControl
          field={field}
          form={form}
          item={item}
          issue={issues[field.key]}
          autoMissing={autoMissing[field.key] === true}
          unprinted={notes[field.key]}
          dispatch={dispatch}
        />
      </div>
    ))

  const blocks: ReactNode[] = []
  const doneSets = new Set<string>()
  for (const group of format.groups) {
    const alternative = group.alternative
    if (alternative) {
      if (doneSets.has(alternative.set)) continue
      doneSets.add(alternative.set)
      const options = format.groups.filter((g) => g.alternative?.set === alternative.set)
      const chosen = form.alternatives[alternative.set] ?? firstOption(format, alternative.set) ?? ''
      const chosenGroup = options.find((g) => g.alternative?.option === chosen) ?? options[0]!
      blocks.push(
        <div key={`set-${alternative.set}`} className={styles.block}>
          <SegmentedChoice
            className={styles.alternativeSwitch}
            legend={joinOr(options.map((g) => g.alternative!.label))}
            options={options.map((g) => ({ value: g.alternative!.option, label: g.alternative!.label }))}
            value={chosenGroup.alternative!.option}
            onChange={(option) => dispatch({ type: 'setAlternative', set: alternative.set, option })}
          />
          {groupVisible(chosenGroup, form) && <div className={styles.slots}>{fieldsOf(chosenGroup)}</div>}
        </div>,
      )
    } else if (groupVisible(group, form)) {
      blocks.push(
        group.fields.length > 1 ? (
          <fieldset key={group.key} className={cx(styles.block, styles.groupBox)}>
            <legend className={styles.groupLegend}>{group.label}</legend>
            {group.help && <p className="uk-field__hint">{group.help}</p>}
            <div className={styles.slots}>{fieldsOf(group)}</div>
          </fieldset>
        ) : (
          <div key={group.key} className={cx(styles.block, styles.slots)}>
            {fieldsOf(group)}
          </div>
        ),
      )
    }
  }
  if (carried.length > 0) {
    blocks.push(
      <fieldset key="carried" className={cx(styles.block, styles.groupBox)}>
        <legend className={styles.groupLegend}>Kept from the format you had before</legend>
        <div className={styles.slots}>{fieldsOf({ fields: carried })}</div>
      </fieldset>,
    )
  }
  return <div className={styles.fields}>{blocks}</div>
}
