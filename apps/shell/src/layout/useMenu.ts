import { useSession } from '@unikit/auth'
import { isStaffRole } from '@unikit/contracts/accounts'
import { type MenuEntry, mainMenu, staffMenu } from './menu.ts'

/** The header menu for whoever is signed in: staff also get the desks. */
export function useMenu(): MenuEntry[] {
  const staff = useSession((session) =>
    Boolean(session.signedIn && session.user && isStaffRole(session.user.role)),
  )
  return staff ? [...mainMenu, staffMenu] : mainMenu
}
