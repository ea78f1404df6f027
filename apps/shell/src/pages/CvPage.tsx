import { EmptyState } from '@unikit/design-system'

export function CvPage() {
  return (
    <div className="shell-page">
      <title>CV · Unikit</title>
      <div className="shell-banner" role="img" aria-label="A CV on a desk" />
      <h1>CV builder</h1>
      <EmptyState title="Coming soon" message="A CV builder made for RMIT students is on its way." />
    </div>
  )
}
