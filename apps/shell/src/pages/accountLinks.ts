import type { SidebarLink } from './SidebarPage.tsx'

/** The account pages' sidebar. */
export const accountLinks: SidebarLink[] = [
  { to: '/account', label: 'Account' },
  { to: '/account/statement', label: 'Statement' },
  { to: '/order/history', label: 'Order history' },
  { to: '/pricing', label: 'Pricing' },
]
