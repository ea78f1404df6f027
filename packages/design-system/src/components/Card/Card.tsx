import type { ComponentProps, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'

export type CardProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** A heading at the top of the card. */
  title?: ReactNode
  /** The heading level that fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4
  /** Actions or notes along the bottom. */
  footer?: ReactNode
  /** The element to render: `section` or `article` when the card is a piece of content of its own. */
  as?: 'div' | 'section' | 'article'
}

/** A white, rounded surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  footer,
  as: Tag = 'div',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Tag className={cx('uk-card', className)} {...rest}>
      {title && <Heading className="uk-card__title">{title}</Heading>}
      <div className="uk-card__body">{children}</div>
      {footer && <div className="uk-card__footer">{footer}</div>}
    </Tag>
  )
}
