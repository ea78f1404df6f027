import { ComingSoon } from '@unikit/design-system'

export function PricingPage() {
  return <ComingSoon title="Pricing" />
}
