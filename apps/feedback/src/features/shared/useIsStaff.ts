import { useSession } from '@unikit/auth'
import { isStaffRole } from '@unikit/contracts/accounts'

/**
 * Whether the reader is staff: they run the desk and do not rate, vote or report (the server refuses them too), so
 * the pages offer them none of it (docs/product/feedback.md#providing-an-insight).
 */
export function useIsStaff(): boolean {
  return useSession((session) => Boolean(session.user && isStaffRole(session.user.role)))
}
