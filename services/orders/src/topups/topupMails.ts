import { formatVnd } from '@unikit/contracts/format'
import type { OutgoingMail } from '@unikit/service-kit'

/** The student hears when staff confirm or reject a top-up (docs/product/orders.md#top-up). */
export function topupMail(
  decision: { status: 'confirmed' | 'rejected'; amount: number; reference: string; reason: string | null },
  to: { email: string; firstName: string },
): OutgoingMail {
  const confirmed = decision.status === 'confirmed'
  return {
    kind: `topup-${decision.status}`,
    to: to.email,
    subject: confirmed
      ? `${formatVnd(decision.amount)} added to your Unikit balance`
      : 'Your Unikit top-up was not credited',
    text: [
      `Hello ${to.firstName},`,
      '',
      confirmed
        ? `We received your transfer ${decision.reference}: ${formatVnd(decision.amount)} is now in your balance.`
        : `We could not credit your transfer ${decision.reference}: ${decision.reason ?? 'no reason given'}.`,
      confirmed ? '' : 'If you did send the money, reply to this e-mail with your bank receipt.',
      'The Unikit team',
    ].join('\n'),
  }
}
