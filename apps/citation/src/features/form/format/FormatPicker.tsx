import { type FormatDefinition, formatMenu, getFormat } from '@unikit/citation-core'
import { Field } from '@unikit/design-system'
import { SegmentedChoice } from '../controls/SegmentedChoice.tsx'
import styles from './FormatPicker.module.css'
import { PatternText } from './PatternText.tsx'

export type FormatPickerProps = {
  formatId: number
  onChange: (formatId: number) => void
}

/** The two formats a switch joins (Television program ⇄ DVD film), the one in the menu first, with labels. */
function switchPair(format: FormatDefinition): { value: string; label: string }[] | null {
  if (!format.switchTo) return null
  const other = getFormat(format.switchTo.formatId)
  const pair = format.hidden ? [other, format] : [format, other]
  // Each format's label is the one its sibling's switch shows for it.
  return pair.map((f) => ({
    value: String(f.id),
    label: (f.id === format.id ? other.switchTo?.label : format.switchTo?.label) ?? f.name,
  }))
}

/**
 * The format dropdown (every visible format, grouped as the menu), the Television program / DVD film switch,
 * and the format's caption and pattern.
 */
export function FormatPicker({ formatId, onChange }: FormatPickerProps) {
  const format = getFormat(formatId)
  // The hidden DVD film (65) is reached through its switch; the menu shows its sibling.
  const menuValue = format.hidden && format.switchTo ? format.switchTo.formatId : format.id
  const pair = switchPair(format)
  return (
    <div className="uk-stack">
      <Field label="Format" hint="Changing the format keeps the details both formats share.">
        {(control) => (
          <span className="uk-select">
            <select
              {...control}
              className="uk-input uk-select__control"
              value={String(menuValue)}
              onChange={(event) => onChange(Number(event.target.value))}
            >
              {formatMenu.map((group) => (
                <optgroup key={group.key} label={group.label}>
                  {group.formatIds.map((id) => (
                    <option key={id} value={String(id)}>
                      {getFormat(id).name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </span>
        )}
      </Field>
      {pair && (
        <SegmentedChoice
          legend={pair.map((option) => option.label).join(' / ')}
          legendHidden
          options={pair}
          value={String(format.id)}
          onChange={(value) => onChange(Number(value))}
        />
      )}
      <div className={styles.about}>
        <p className={styles.caption}>{format.caption}</p>
        <p className={styles.pattern}>
          <span className={styles.patternLabel}>Pattern: </span>
          <PatternText pattern={format.pattern} />
        </p>
      </div>
    </div>
  )
}
