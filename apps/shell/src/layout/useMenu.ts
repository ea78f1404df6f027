import { useIsStaff } from '@unikit/auth'
import { type MenuEntry, mainMenu, staffMenu } from './menu.ts'

/** The header menu for whoever is signed in: staff get the desks instead of the student's orders. */
export function useMenu(): MenuEntry[] {
  const staff = useIsStaff()
  return staff ? [...mainMenu.filter((entry) => entry.label !== 'Orders'), staffMenu] : mainMenu
}
