import { type CslItem, isInTextOnly, renderInText, renderReference } from '@unikit/citation-core'
import { useId, useMemo } from 'react'
import { useFontStyle } from '../../../store/fontStyleStore.ts'
import { fontStyleCss } from '../../fontConfig/fontFamilies.ts'
import { IN_TEXT_ONLY_NOTE } from '../../inTextOnly/IN_TEXT_ONLY_NOTE.ts'
import styles from './CitationPreview.module.css'
import { PreviewAnnouncer } from './PreviewAnnouncer.tsx'

export type CitationPreviewProps = {
  formatId: number
  item: CslItem
  /** Nothing filled in yet: a hint instead of a bare "(n.d.)." */
  empty: boolean
}

/**
 * The live preview: the reference-list entry and both in-text forms, in the font chosen in "Cite config
 * style". The engine escapes everything and adds only `<i>`, so its HTML is rendered as is; nothing else is.
 */
export function CitationPreview({ formatId, item, empty }: CitationPreviewProps) {
  const headingId = useId()
  const font = fontStyleCss(useFontStyle())
  const rendered = useMemo(
    () => ({
      reference: renderReference(formatId, item),
      inText: renderInText(formatId, item),
      narrative: renderInText(formatId, item, { narrative: true }),
      inTextOnly: isInTextOnly(formatId, item),
    }),
    [formatId, item],
  )

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Preview
      </h2>
      {empty ? (
        <p className={styles.empty}>Your reference appears here as you fill in the fields.</p>
      ) : (
        <dl className={styles.forms}>
          <dt>Reference list</dt>
          {rendered.inTextOnly ? (
            <dd className={styles.note}>
              {IN_TEXT_ONLY_NOTE}. The guide cites an entry with no author in the text only; add an author to
              list it.
            </dd>
          ) : (
            <dd
              className={styles.reference}
              style={font}
              dangerouslySetInnerHTML={{ __html: rendered.reference.html }}
            />
          )}
          <dt>In-text citation</dt>
          <dd style={font} dangerouslySetInnerHTML={{ __html: rendered.inText.html }} />
          <dt>Narrative citation</dt>
          <dd style={font} dangerouslySetInnerHTML={{ __html: rendered.narrative.html }} />
        </dl>
      )}
      <PreviewAnnouncer
        text={empty ? '' : rendered.inTextOnly ? IN_TEXT_ONLY_NOTE : rendered.reference.text}
      />
    </section>
  )
}
