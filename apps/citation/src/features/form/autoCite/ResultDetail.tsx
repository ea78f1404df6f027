import { type CslItem, findFormat, renderReference } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import { Button, Icon, Tooltip } from '@unikit/design-system'
import { type Ref, useId } from 'react'
import { formatFields } from '../model/formFields.ts'
import styles from './AutoCite.module.css'

export const DETAIL_HEADING = "Here's what we could find for this source:"
export const MISSING_TOOLTIP =
  'We are unable to determine missing information fields. Please insert manually.'

export type ResultDetailProps = {
  result: LookupResult
  /** A DOI or an address found this one work: there is no list to go back to. */
  single: boolean
  headingRef: Ref<HTMLHeadingElement>
  onBack: () => void
  onContinue: () => void
}

/** The labels of the fields a suggestion lacks, in its format's words ("Publisher", "Issue"). */
function missingLabels(result: LookupResult): string[] {
  const format = findFormat(result.suggestion.formatId)
  const fields = format ? formatFields(format) : []
  return result.suggestion.missing.map(
    (variable) => fields.find((field) => field.variable === variable)?.label ?? variable,
  )
}

/** A text value of the suggested item, for the card. */
const text = (item: CslItem, key: keyof CslItem) => {
  const value = item[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/** The detail card of one found work: what will fill the form, what is missing, and "Continue". */
export function ResultDetail({ result, single, headingRef, onBack, onContinue }: ResultDetailProps) {
  const id = useId()
  const { suggestion } = result
  const item = suggestion.item as CslItem
  const format = findFormat(suggestion.formatId)
  const missing = missingLabels(result)
  const rows: [string, string | undefined][] = [
    ['Format', format?.name],
    ['Title', result.title],
    ['Authors', result.authors.join(', ') || undefined],
    ['Year', result.year === null ? undefined : String(result.year)],
    ['Source', result.source ?? undefined],
    ['Volume', text(item, 'volume')],
    ['Issue', text(item, 'issue')],
    ['Pages', text(item, 'page')],
    ['Publisher', text(item, 'publisher')],
    ['DOI', result.doi ?? undefined],
    ['URL', result.doi ? undefined : (result.url ?? undefined)],
  ]
  const reference = format ? renderReference(format.id, item) : undefined
  const continueButton = <Button onClick={onContinue}>Continue</Button>

  return (
    <div className={styles.detail}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {DETAIL_HEADING}
      </h3>
      <dl className={styles.facts}>
        {rows
          .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {reference && (
        <p className={styles.asReference}>
          <span className={styles.factLabel}>As a reference: </span>
          <span dangerouslySetInnerHTML={{ __html: reference.html }} />
        </p>
      )}
      {missing.length > 0 && (
        <p id={`${id}-missing`} className={`uk-callout uk-callout--warning ${styles.missing}`}>
          Not found: {missing.join(', ')}. You can fill these in after you continue.
        </p>
      )}
      <div className="uk-cluster">
        {!single && (
          <Button variant="secondary" onClick={onBack}>
            <Icon name="chevronLeft" size={16} />
            Back to results
          </Button>
        )}
        {missing.length > 0 ? <Tooltip content={MISSING_TOOLTIP}>{continueButton}</Tooltip> : continueButton}
      </div>
    </div>
  )
}
