import { Badge, Checkbox, Icon, IconButton } from '@unikit/design-system'
import { type CSSProperties, type MouseEvent, useEffect, useRef } from 'react'
import { IN_TEXT_ONLY_NOTE } from '../inTextOnly/IN_TEXT_ONLY_NOTE.ts'
import styles from './HomePane.module.css'
import type { ListingRow } from './useListing.ts'

export type CitationTableProps = {
  rows: readonly ListingRow[]
  projectTitle: string
  selected: ReadonlySet<string>
  /** The references' font (the "Cite config style"). */
  referenceStyle: CSSProperties
  onToggle: (id: string, checked: boolean) => void
  onToggleAll: (checked: boolean) => void
  onEdit: (id: string) => void
  onRemove: (id: string, label: string) => void
}

/** Clicks on the row's own controls do their own thing; a click anywhere else on a row opens it. */
const isControl = (event: MouseEvent) => (event.target as HTMLElement).closest('button, input, label, a')

/**
 * The listing's table (Project, In-text, Citations) in bibliography order. The in-text and reference HTML come from
 * the engine, which escapes everything and adds only `<i>`; nothing else is rendered as HTML.
 */
export function CitationTable({
  rows,
  projectTitle,
  selected,
  referenceStyle,
  onToggle,
  onToggleAll,
  onEdit,
  onRemove,
}: CitationTableProps) {
  const allRef = useRef<HTMLInputElement>(null)
  const chosen = rows.filter(({ citation }) => selected.has(citation.id)).length
  const all = rows.length > 0 && chosen === rows.length
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen > 0 && !all
  }, [chosen, all])

  return (
    <table className={styles.table}>
      <caption className="uk-visually-hidden">Citations of {projectTitle}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell}>
            <Checkbox
              ref={allRef}
              label="Select all citations"
              labelHidden
              checked={all}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          </th>
          <th scope="col" className={styles.projectCell}>
            Project
          </th>
          <th scope="col" className={styles.inTextCell}>
            In-text
          </th>
          <th scope="col">Citations</th>
          <th scope="col" className={styles.removeCell}>
            <span className="uk-visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ citation, entry }) => (
          <tr
            key={citation.id}
            className={selected.has(citation.id) ? `${styles.row} ${styles.selectedRow}` : styles.row}
            onClick={(event) => {
              if (!isControl(event)) onEdit(citation.id)
            }}
          >
            <td className={styles.selectCell}>
              <Checkbox
                label={`Select ${entry.inText.text}`}
                labelHidden
                checked={selected.has(citation.id)}
                onChange={(event) => onToggle(citation.id, event.target.checked)}
              />
            </td>
            <td className={styles.projectCell} data-label="Project">
              {projectTitle}
            </td>
            <td className={styles.inTextCell} data-label="In-text" style={referenceStyle}>
              {/* Engine output: escaped, with only <i> added. */}
              <span dangerouslySetInnerHTML={{ __html: entry.inText.html }} />
            </td>
            <td data-label="Citations" style={referenceStyle}>
              <button type="button" className={styles.reference} onClick={() => onEdit(citation.id)}>
                <span className="uk-visually-hidden">Edit:</span>{' '}
                {entry.inTextOnly ? (
                  // The guide cites this work in text only (a dictionary entry with no author): no reference.
                  <span className={styles.inTextOnly}>{IN_TEXT_ONLY_NOTE}</span>
                ) : (
                  <>
                    {/* A numeric style's label: `[1]`, `1.` */}
                    {entry.label && (
                      <>
                        <span className={styles.label}>{entry.label}</span>{' '}
                      </>
                    )}
                    {/* Engine output: escaped, with only <i> added. */}
                    <span dangerouslySetInnerHTML={{ __html: entry.html }} />
                  </>
                )}
              </button>
              {citation.copy && <Badge tone="neutral">copy</Badge>}
              {typeof citation.item.custom?.legacyReference === 'string' && (
                <p className={styles.legacyNote}>From the earlier version: open it to check its details.</p>
              )}
            </td>
            <td className={styles.removeCell}>
              <IconButton
                label={`Remove ${entry.inText.text}`}
                icon={<Icon name="trash" size={18} />}
                variant="ghost"
                size="sm"
                onClick={() => onRemove(citation.id, entry.inText.text)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
