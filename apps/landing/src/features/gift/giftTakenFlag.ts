import { type GiftKind, giftKinds } from '@unikit/contracts/gifts'

/** The local "gift taken" flag (docs/product/landing.md#claiming-a-gift), kept per campaign so next Tết's campaign starts fresh. */
export const GIFT_TAKEN_KEY = 'unikit:v2:gift-taken'

export interface GiftTakenFlag {
  campaign: string
  gift: GiftKind
}

/** The stored flag, or null when there is none, it is malformed, or storage is unavailable. */
export function readGiftTakenFlag(): GiftTakenFlag | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(GIFT_TAKEN_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { campaign, gift } = value as Record<string, unknown>
    if (typeof campaign !== 'string' || !giftKinds.includes(gift as GiftKind)) return null
    return { campaign, gift: gift as GiftKind }
  } catch {
    return null
  }
}

export function writeGiftTakenFlag(flag: GiftTakenFlag) {
  try {
    localStorage.setItem(GIFT_TAKEN_KEY, JSON.stringify(flag))
  } catch {
    // Private mode or a full storage: the server still refuses a second claim for the address.
  }
}

/** Whether the flag holds for the campaign on show; while that is unknown, a stored flag counts. */
export function isGiftTaken(flag: GiftTakenFlag | null, campaign: string | undefined): boolean {
  return flag !== null && (campaign === undefined || flag.campaign === campaign)
}
