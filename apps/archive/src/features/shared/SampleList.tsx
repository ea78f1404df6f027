import { type DriveItem, fileKindOf } from '@unikit/contracts/drive'
import { Badge, Icon } from '@unikit/design-system'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { HelpfulButton } from './HelpfulButton.tsx'
import { itemHref } from './itemHref.ts'
import styles from './SampleList.module.css'
import { StarButton } from './StarButton.tsx'
import { downloadsLabel, sampleFacts } from './sampleFacts.ts'

/**
 * Samples (and folders) as a list a student can judge before opening (docs/product/archive.md#folders): the
 * first-page preview, loaded only as it scrolls into view, the title, course, year and semester, pages, and how
 * many found it helpful or downloaded it, with Helpful and Star at hand.
 */
export function SampleList({
  items,
  label,
  headingLevel = 3,
  showCourse = true,
  extra,
}: {
  items: (DriveItem & { matched?: 'name' | 'text' })[]
  label: string
  headingLevel?: 2 | 3
  showCourse?: boolean
  extra?: (item: DriveItem) => ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.sample}>
          <Link to={itemHref(item)} className={styles.preview} tabIndex={-1} aria-hidden="true">
            {item.thumbnail_url ? (
              <img src={item.thumbnail_url} alt="" loading="lazy" decoding="async" width={240} height={340} />
            ) : (
              <Icon
                name={
                  item.type === 'folder'
                    ? 'folder'
                    : fileKindOf(item.mime_type) === 'video'
                      ? 'archive'
                      : 'book'
                }
                size={28}
              />
            )}
          </Link>
          <div className={styles.body}>
            <Heading className={`uk-cluster ${styles.title}`}>
              <Link to={itemHref(item)}>{item.name}</Link>
              {item.matched === 'text' && <Badge tone="info">Found in the text</Badge>}
            </Heading>
            <p className="uk-muted uk-muted--sm">{sampleFacts(item, { course: showCourse }).join(' · ')}</p>
            {item.type === 'file' && (
              <div className={`uk-cluster ${styles.signals}`}>
                <HelpfulButton
                  id={item.id}
                  name={item.name}
                  helpful={item.helpful}
                  count={item.helpful_count}
                />
                <StarButton id={item.id} name={item.name} starred={item.starred} />
                <span className={styles.downloads}>{downloadsLabel(item.download_count)}</span>
              </div>
            )}
            {extra?.(item)}
          </div>
        </li>
      ))}
    </ul>
  )
}
