import type { ReactNode } from 'react'
import { EmptyState } from '../EmptyState/EmptyState.tsx'
import { Icon } from '../Icon/Icon.tsx'

export type ComingSoonProps = {
  /** The page title, rendered as the page's heading. */
  title: string
  message?: ReactNode
  /** What of the page works already (e.g. a search box), between the heading and the notice. */
  children?: ReactNode
}

/** A page that exists in the route table but whose tool has not arrived yet. */
export function ComingSoon({
  title,
  message = 'This part of Unikit is on its way.',
  children,
}: ComingSoonProps) {
  return (
    <section className="uk-coming-soon" aria-labelledby="uk-coming-soon-title">
      <title>{`${title} · Unikit`}</title>
      <h1 id="uk-coming-soon-title" className="uk-coming-soon__title">
        {title}
      </h1>
      {children}
      <EmptyState title="Coming soon" message={message} icon={<Icon name="clock" size={28} />} />
    </section>
  )
}
