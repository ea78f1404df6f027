import styles from './ProgressBar.module.css'

/**
 * How far long work has gone (an upload's bytes, an import's files): a bar named `label`, its value in words for
 * screen readers and beside it for everyone.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  text,
}: {
  label: string
  value: number
  max?: number
  text: string
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{text}</span>
    </div>
  )
}

/** How much of an upload has left, in whole percent. */
export function sentPercent(progress: { loaded: number; total: number }): number {
  return progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0
}
