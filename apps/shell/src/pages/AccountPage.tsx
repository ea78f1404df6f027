import { ComingSoon } from '@unikit/design-system'

/** The profile page (User Info and User Password tabs) arrives with the accounts service. */
export function AccountPage() {
  return <ComingSoon title="My account" />
}
