import { EmptyState } from '@unikit/design-system'
import { Link } from 'react-router'

/**
 * What staff see where a student would order, pay or list their orders: staff accounts do none of these, and their
 * work is on the desk (docs/decisions/0748-staff-see-staff-things.md).
 */
export function StaffElsewhere() {
  return (
    <EmptyState
      title="Staff accounts cannot place orders"
      message="Staff have no orders, balance or top-ups of their own. Students' orders are on the desk."
      action={
        <Link to="/staff/orders" className="uk-button uk-button--primary uk-button--md">
          <span className="uk-button__label">Open the orders desk</span>
        </Link>
      }
    />
  )
}
