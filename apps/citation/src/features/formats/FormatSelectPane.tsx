import { getFormat } from '@unikit/citation-core'
import { Icon, IconButton } from '@unikit/design-system'
import { useEffect, useId, useRef } from 'react'
import { type FormStart, MANUAL_START } from '../form/model/FormStart.ts'
import { FormatMenu } from './FormatMenu.tsx'
import styles from './FormatSelectPane.module.css'
import { MostUsedFormats } from './MostUsedFormats.tsx'

export type FormatSelectPaneProps = {
  /** A format was chosen (from All formats or Most used formats), with the carried title's start if any. */
  onChoose: (formatId: number, start?: FormStart) => void
  /** "Back to citation listing" and the close icon. */
  onClose: () => void
  /** A title typed in the one box that found nothing: the chosen format's form starts with it. */
  carried?: string
}

/** "Create new citation": the All formats grouped dropdown and the Most used formats grid. */
export function FormatSelectPane({ onChoose, onClose, carried }: FormatSelectPaneProps) {
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The button that opened the pane is gone: start keyboard and screen-reader users at the pane's title.
  useEffect(() => titleRef.current?.focus(), [])
  const choose = (formatId: number) => {
    if (!carried) return onChoose(formatId)
    const item = { type: getFormat(formatId).cslType, title: carried }
    onChoose(formatId, { suggestion: { formatId, item, missing: [] }, notice: MANUAL_START })
  }

  return (
    <section aria-labelledby={titleId} className={styles.pane}>
      <div className={styles.bar}>
        <button type="button" className={`uk-link-button ${styles.back}`} onClick={onClose}>
          <Icon name="chevronLeft" size={18} />
          Back to citation listing
        </button>
        <IconButton label="Close" icon={<Icon name="x" />} onClick={onClose} />
      </div>
      <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        Create new citation
      </h1>
      <p className={styles.lead}>
        {carried
          ? `Choose the kind of source “${carried}” is: its form starts with that title.`
          : 'Choose the kind of source you are citing.'}
      </p>
      <FormatMenu onChoose={choose} />
      <MostUsedFormats onChoose={choose} />
    </section>
  )
}
