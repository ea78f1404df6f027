import type { ReactNode } from 'react'
import { AUTO_MISSING_NOTE } from './fieldProps.ts'
import styles from './fields.module.css'

/** A field's help text, and the auto-cite note while the field is still to be filled in. */
export function fieldHint(help: string | undefined, autoMissing: boolean): ReactNode {
  if (!help && !autoMissing) return undefined
  return (
    <>
      {help}
      {help && autoMissing ? ' ' : null}
      {autoMissing && <span className={styles.autoMissing}>{AUTO_MISSING_NOTE}</span>}
    </>
  )
}
