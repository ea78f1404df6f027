import { expect, type Page } from '@playwright/test'

/**
 * The page's header. While the menu drawer is open its own heading row is a banner too; the page's comes first.
 */
export const pageHeader = (page: Page) => page.getByRole('banner').first()

/** The phone's menu button, in the header. */
export const menuButton = (page: Page) => pageHeader(page).getByRole('button', { name: 'Menu', exact: true })

/** The phone's menu drawer. */
export const menuDrawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

/** Opens the phone's menu drawer (the tools, "My balance" and the account live there below 631 px). */
export async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect(menuDrawer(page)).toBeVisible()
  return menuDrawer(page)
}
