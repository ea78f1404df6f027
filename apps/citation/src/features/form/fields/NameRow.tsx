import type { Field, NameValue } from '@unikit/citation-core'
import { Button, cx, Icon, IconButton } from '@unikit/design-system'
import { useId } from 'react'
import { SegmentedChoice } from '../controls/SegmentedChoice.tsx'
import styles from './fields.module.css'

export type NameRowProps = {
  field: Field
  row: NameValue
  index: number
  /** More than one row: each input's name then starts with the row's caption ("Author 2 First"). */
  several: boolean
  /** Locked by "N/A". */
  locked: boolean
  /** Marks the inputs invalid and links them to the list's error. */
  invalid: boolean
  describedBy: string | undefined
  onChange: (row: NameValue) => void
  /** The trash icon, when there is more than one row. */
  onRemove?: (() => void) | undefined
  /** The add button, on the last row. */
  onAdd?: (() => void) | undefined
}

const kindOptions = [
  { value: 'person', label: 'Person' },
  { value: 'organisation', label: 'Organisation' },
] as const

type Part = { key: 'firstName' | 'lastName' | 'middleName' | 'organisation' | 'abbreviation'; label: string }

const personParts: readonly Part[] = [
  { key: 'firstName', label: 'First' },
  { key: 'lastName', label: 'Last' },
  { key: 'middleName', label: 'Middle' },
]

const organisationParts: readonly Part[] = [
  { key: 'organisation', label: 'Full name' },
  { key: 'abbreviation', label: 'Abbreviation' },
]

/** One name of a list: a person (First, Last, Middle) or an organisation (full name, abbreviation). */
export function NameRow({
  field,
  row,
  index,
  several,
  locked,
  invalid,
  describedBy,
  onChange,
  onRemove,
  onAdd,
}: NameRowProps) {
  const id = useId()
  const caption = `${field.label} ${index + 1}`
  const kinds = field.nameKinds ?? ['person']
  const organisation = row.kind === 'organisation'
  const parts = organisation ? organisationParts : personParts
  // The part that makes a row count: the family name, or the organisation's full name.
  const mainPart = organisation ? 'organisation' : 'lastName'

  return (
    <li className={styles.nameRow} data-row={index}>
      {several && (
        <span id={`${id}-caption`} className={styles.rowCaption}>
          {caption}
        </span>
      )}
      {kinds.length > 1 && (
        <SegmentedChoice
          legend={`Kind of ${(several ? caption : field.label).toLowerCase()}`}
          legendHidden
          options={kindOptions.filter((option) => kinds.includes(option.value))}
          value={row.kind}
          disabled={locked}
          onChange={(kind) => onChange({ ...row, kind: kind as NameValue['kind'] })}
        />
      )}
      <div className={cx(styles.nameParts, organisation && styles.organisationParts)}>
        {parts.map((part) => (
          <div key={part.key} className={styles.namePart}>
            <label id={`${id}-${part.key}-label`} htmlFor={`${id}-${part.key}`} className={styles.partLabel}>
              {part.label}
            </label>
            <input
              id={`${id}-${part.key}`}
              className="uk-input"
              type="text"
              autoComplete="off"
              maxLength={field.maxLength ?? 255}
              aria-labelledby={several ? `${id}-caption ${id}-${part.key}-label` : undefined}
              aria-required={field.required && index === 0 && part.key === mainPart ? true : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              disabled={locked}
              value={row[part.key]}
              onChange={(event) => onChange({ ...row, [part.key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {(onRemove || onAdd) && (
        <div className={styles.rowActions}>
          {onRemove && (
            <IconButton
              label={`Remove ${caption.toLowerCase()}`}
              icon={<Icon name="trash" />}
              variant="ghost"
              size="sm"
              disabled={locked}
              onClick={onRemove}
            />
          )}
          {onAdd && (
            <Button variant="secondary" size="sm" disabled={locked} onClick={onAdd}>
              <Icon name="plus" size={16} />
              Add {field.label.toLowerCase()}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
