import { useId, useMemo } from 'react'
import styles from './CheckPage.module.css'
import { citedWorks } from './citedWorks.ts'
import { findInTextCitations, matchInTextCitations } from './inTextCitations.ts'
import type { ShownEntry } from './shownEntries.ts'

/**
 * The in-text check of a dropped Word document (docs/product/citations.md#checking-a-reference-list): citations
 * in the body with no entry, each with its sentence, and entries never cited.
 */
export function InTextReport({ body, entries }: { body: readonly string[]; entries: readonly ShownEntry[] }) {
  const id = useId()
  const citations = useMemo(() => findInTextCitations(body), [body])
  const report = useMemo(() => matchInTextCitations(citations, citedWorks(entries)), [citations, entries])
  const clean = report.orphans.length === 0 && report.uncited.length === 0
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        In-text citations
      </h2>
      <p className={styles.note}>
        {citations.length === 0
          ? 'No in-text citation was found in the text before the reference list.'
          : clean
            ? `All ${citations.length} in-text citations match an entry, and every entry is cited.`
            : `${citations.length} in-text citations found.`}
      </p>
      {report.orphans.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Cited in the text but not in the list</h3>
          <ul className={styles.plainList}>
            {report.orphans.map((citation, position) => (
              <li key={position}>
                <strong>{citation.text}</strong>
                <span className={styles.sentence}>“{citation.sentence}”</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.uncited.length > 0 && (
        <>
          <h3 className={styles.subTitle}>In the list but never cited</h3>
          <ul className={styles.plainList}>
            {report.uncited.map((index) => {
              const entry = entries.find((candidate) => candidate.check.index === index)
              return (
                <li key={index}>
                  Reference {index + 1}:{' '}
                  <span dangerouslySetInnerHTML={{ __html: entry?.reference.html ?? '' }} />
                </li>
              )
            })}
          </ul>
        </>
      )}
    </section>
  )
}
