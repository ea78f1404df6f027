import type { StyleId } from '@unikit/citation-core'
import { SegmentedChoice } from '../form/controls/SegmentedChoice.tsx'
import { changeStyle } from './StyleMenu.tsx'
import { styleOptions } from './styleOptions.ts'

/** A new project's question: which style its course asks for (RMIT Harvard unless the student says otherwise). */
export function StyleQuestion({ value, className }: { value: StyleId; className?: string }) {
  return (
    <SegmentedChoice
      legend="Which referencing style does your course ask for?"
      options={styleOptions}
      value={value}
      onChange={changeStyle}
      className={className}
    />
  )
}
