import { isStyleId, type StyleId, styleOf } from '@unikit/citation-core'
import { Select, toast } from '@unikit/design-system'
import { setActiveProjectStyle } from '../../store/projectActions.ts'
import { runAction } from '../shared/runAction.ts'
import { styleOptions } from './styleOptions.ts'

export type StyleMenuProps = {
  value: StyleId
  /** Default "Style"; a new project's listing asks "Which referencing style does your course ask for?". */
  label?: string
  className?: string
}

/**
 * The listing's style menu: the active project's style, one of five. A change rewrites how its citations read and
 * leaves them as they are; with no project yet, it starts one in that style.
 */
export function StyleMenu({ value, label = 'Style', className }: StyleMenuProps) {
  return (
    <Select
      label={label}
      options={styleOptions}
      value={value}
      fieldClassName={className}
      onChange={(event) => changeStyle(event.target.value)}
    />
  )
}

/** Sets the active project's style and says so. */
export function changeStyle(value: string): void {
  if (!isStyleId(value)) return
  if (runAction(() => setActiveProjectStyle(value)) !== undefined) {
    toast(`This project is now written in ${styleOf(value).label}`, { type: 'info' })
  }
}
