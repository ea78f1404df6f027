import { useApiResource } from '@unikit/auth'
import { pagesLabel, RELATED_LOAD_DELAY_MS } from '@unikit/contracts/drive'
import { Loadable } from '@unikit/design-system'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import styles from './RelatedPdfs.module.css'

/**
 * The other PDFs of the same folder, asked for `RELATED_LOAD_DELAY_MS` after the file opens so the file itself
 * comes first (docs/product/archive.md).
 */
export function RelatedPdfs({ id }: { id: string }) {
  const [due, setDue] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), RELATED_LOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const related = useApiResource(() => (due ? archiveApi.related(id) : Promise.resolve(undefined)), [id, due])
  return (
    <section className="uk-stack" aria-labelledby="related-pdfs">
      <h2 id="related-pdfs">Related PDFs</h2>
      <Loadable
        state={{ ...related, data: related.data?.filter((item) => item.id !== id) }}
        loading="Loading related PDFs"
        failure="Related PDFs could not be loaded"
      >
        {(others) =>
          others.length === 0 ? (
            <p className={styles.none}>No other PDFs in this folder yet.</p>
          ) : (
            <ul className={styles.list}>
              {others.map((item) => (
                <li key={item.id}>
                  <Link to={`/archive/view/${item.id}`}>{item.name}</Link>
                  {item.page_count ? (
                    <span className={styles.pages}> · {pagesLabel(item.page_count)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  )
}
