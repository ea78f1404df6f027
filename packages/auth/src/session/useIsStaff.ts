import { isStaffRole } from '@unikit/contracts/accounts'
import { useSession } from './useSession.ts'

/** Whether the signed-in user is staff or an admin: they see staff things only (docs/decisions/0748-staff-see-staff-things.md). */
export function useIsStaff(): boolean {
  return useSession((session) => Boolean(session.signedIn && session.user && isStaffRole(session.user.role)))
}

/** Whether a student is signed in (known to be no staff): the balance, the statement and the bell are theirs. */
export function useIsStudent(): boolean {
  return useSession((session) => Boolean(session.signedIn && session.user && !isStaffRole(session.user.role)))
}
