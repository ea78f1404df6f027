import { EmptyState } from '@unikit/design-system'
import { Link } from 'react-router'

/** Where every unknown path ends up. */
export function NotFoundPage() {
  return (
    <div className="shell-page">
      <title>Page not found · Unikit</title>
      <h1>Page not found</h1>
      <EmptyState
        title="We could not find that page"
        message="The link may be old or mistyped."
        action={<Link to="/">Go to the home page</Link>}
      />
    </div>
  )
}
