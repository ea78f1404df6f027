import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** The element to render; `span` fits inline text, `div` block content. */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p' | 'label'
  children: ReactNode
}

/** Content for screen readers only. It becomes visible while it holds focus (e.g. a skip link). */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={cx('uk-visually-hidden', className)} {...rest} />
}
