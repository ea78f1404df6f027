import type { IconName } from '@unikit/design-system'

/** The header menu (docs/product/platform.md#header), as data: desktop dropdowns and the phone's menu drawer both render it. */
export type MenuLink = { label: string; to: string }
export type MenuGroup = {
  label: string
  children: MenuLink[] /** Said when the group has no link. */
  empty?: string
}
export type MenuEntry = MenuLink | MenuGroup

export const mainMenu: MenuEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Learning',
    children: [
      { label: 'Citation', to: '/citation' },
      { label: 'Check a reference list', to: '/citation/check' },
      { label: 'Archive', to: '/archive' },
      { label: 'Feedback', to: '/feedback' },
    ],
  },
  {
    label: 'Orders',
    children: [
      { label: 'New order', to: '/order/new' },
      { label: 'My orders', to: '/order/processing' },
      { label: 'Top up', to: '/order/topup' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    label: 'About us',
    children: [
      { label: 'Who we are', to: '/who-we-are' },
      { label: 'What is Unikit', to: '/what-is-unikit' },
      { label: 'Our tools', to: '/our-tools' },
    ],
  },
]

/** The quick-navigation bar under the header (on a phone, in the menu drawer). */
export const quickNav: (MenuLink & { icon: IconName })[] = [
  { label: 'Citation', to: '/citation', icon: 'quote' },
  { label: 'Archive', to: '/archive', icon: 'archive' },
  { label: 'Feedback', to: '/feedback', icon: 'star' },
]

/** The staff desks, in the header of staff only (docs/product/platform.md#staff-desks). */
export const staffMenu: MenuEntry = {
  label: 'Staff',
  children: [
    { label: 'Orders desk', to: '/staff/orders' },
    { label: 'Archive desk', to: '/staff/archive' },
    { label: 'Feedback desk', to: '/staff/feedback' },
  ],
}
