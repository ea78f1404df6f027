import { TOPUP_MIN, TOPUP_STEP } from '@unikit/contracts/orders'

/** Reads an amount as people type it, "200.000", "200,000", "200 000 ₫" or "200000", as whole dong. */
export const readVndAmount = (text: string) => Number(text.replace(/[.,\s₫]/g, ''))

/** What covers a shortfall: at least the smallest top-up, rounded up to whole thousands. */
export const topupFor = (shortfall: number) =>
  Math.max(TOPUP_MIN, Math.ceil(shortfall / TOPUP_STEP) * TOPUP_STEP)
