import { ComingSoon } from '@unikit/design-system'

/** Consumes the e-mail verification link; lazy-loaded, and filled in with the accounts service. */
export default function VerifyPage() {
  return <ComingSoon title="Account verification" />
}
