import {
  type CslItem,
  isInTextOnly,
  renderInText,
  renderReference,
  type StyleId,
  styleOf,
} from '@unikit/citation-core'
import { Button, Spinner } from '@unikit/design-system'
import { useId, useMemo } from 'react'
import { useFontStyle } from '../../../store/fontStyleStore.ts'
import { fontStyleCss } from '../../fontConfig/fontFamilies.ts'
import { IN_TEXT_ONLY_NOTE } from '../../inTextOnly/IN_TEXT_ONLY_NOTE.ts'
import { useLoadedStyle } from '../../styles/useLoadedStyle.ts'
import styles from './CitationPreview.module.css'
import { PreviewAnnouncer } from './PreviewAnnouncer.tsx'

export type CitationPreviewProps = {
  formatId: number
  item: CslItem
  /** Nothing filled in yet: a hint instead of a bare "(n.d.)." */
  empty: boolean
  /** The project's style (default RMIT Harvard). */
  style?: StyleId
  /** A numeric style's number for this citation: its place in the project's list. */
  citationNumber?: number
}

/**
 * The live preview: the reference-list entry and both in-text forms (a numeric style has one, the number), in the
 * project's style and the font chosen in "Cite config style". The engine escapes everything and adds only `<i>`,
 * so its HTML is rendered as is; nothing else is.
 */
export function CitationPreview({
  formatId,
  item,
  empty,
  style = 'rmit-harvard',
  citationNumber,
}: CitationPreviewProps) {
  const headingId = useId()
  const font = fontStyleCss(useFontStyle())
  const loaded = useLoadedStyle(style)
  const numeric = styleOf(style).numeric
  const rendered = useMemo(() => {
    if (!loaded.ready) return undefined
    const options = { style, citationNumber }
    return {
      reference: renderReference(formatId, item, options),
      inText: renderInText(formatId, item, options),
      narrative: renderInText(formatId, item, { ...options, narrative: true }),
      // Only RMIT Harvard cites a work in text alone (docs/product/citation-styles.md).
      inTextOnly: style === 'rmit-harvard' && isInTextOnly(formatId, item),
    }
  }, [formatId, item, style, citationNumber, loaded.ready])

  return (
    <section className={`uk-box ${styles.preview}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Preview
      </h2>
      {empty ? (
        <p className="uk-muted">Your reference appears here as you fill in the fields.</p>
      ) : !rendered ? (
        loaded.failed ? (
          <p className="uk-muted">
            The {styleOf(style).label} style could not be loaded.{' '}
            <Button variant="ghost" size="sm" onClick={loaded.retry}>
              Try again
            </Button>
          </p>
        ) : (
          <Spinner label={`Loading the ${styleOf(style).label} style`} />
        )
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
          {!numeric && (
            <>
              <dt>Narrative citation</dt>
              <dd style={font} dangerouslySetInnerHTML={{ __html: rendered.narrative.html }} />
            </>
          )}
        </dl>
      )}
      <PreviewAnnouncer
        text={!rendered || empty ? '' : rendered.inTextOnly ? IN_TEXT_ONLY_NOTE : rendered.reference.text}
      />
    </section>
  )
}
