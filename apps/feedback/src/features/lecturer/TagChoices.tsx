import { RATING_MAX_TAGS, type Tag } from '@unikit/contracts/teachers'
import styles from './InsightForm.module.css'

/** The tags an insight may carry, as checkboxes; `error` says when a sixth was wanted. */
export function TagChoices({
  tags,
  chosen,
  error,
  onToggle,
}: {
  tags: Tag[]
  chosen: string[]
  error: string | undefined
  onToggle: (name: string) => void
}) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? 'tags-error' : undefined}>
      <legend>Tags (up to {RATING_MAX_TAGS})</legend>
      <div className={styles.choices}>
        {tags.map((tag, index) => (
          <label key={tag.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(tag.name)}
              onChange={() => onToggle(tag.name)}
              data-field={index === 0 ? 'tags' : undefined}
            />
            {tag.name}
          </label>
        ))}
      </div>
      {error && (
        <p id="tags-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
