import type { ReactNode } from 'react'
import { AUTO_MISSING_NOTE } from './fieldProps.ts'
import styles from './fields.module.css'

/**
 * A field's help text, the auto-cite note while the field is still to be filled in, and the note that the format
 * will not print what it holds (docs/decisions/0719-details-the-format-will-not-print.md). All of it is the
 * field's hint, so its control is described by it.
 */
export function fieldHint(help: string | undefined, autoMissing: boolean, unprinted?: string): ReactNode {
  if (!help && !autoMissing && !unprinted) return undefined
  return (
    <>
      {help}
      {help && autoMissing ? ' ' : null}
      {autoMissing && <span className={styles.autoMissing}>{AUTO_MISSING_NOTE}</span>}
      {(help || autoMissing) && unprinted ? ' ' : null}
      {unprinted && <span className={styles.unprinted}>{unprinted}</span>}
    </>
  )
}
