// Plain data, free of TypeBox, so browser bundles that only need the names stay small.

/** The gifts (docs/product/landing.md#claiming-a-gift). NONE means the draw gave nothing (the page shows a smile). */
export const giftKinds = ['CARD', 'TOTE_BAG', 'STARBUCK_GLASS', 'AIRPOD3', 'NONE'] as const
export type GiftKind = (typeof giftKinds)[number]

/** The gifts that are real prizes: each has a stock and a weight per campaign, and a code when won. */
export const prizeKinds = ['CARD', 'TOTE_BAG', 'STARBUCK_GLASS', 'AIRPOD3'] as const
export type PrizeKind = (typeof prizeKinds)[number]

/** What the page and the prize e-mail call each gift, in Vietnamese. */
export const giftNamesVi: Record<GiftKind, string> = {
  CARD: 'Thẻ quà tặng Unikit',
  TOTE_BAG: 'Túi tote Unikit',
  STARBUCK_GLASS: 'Ly thủy tinh Starbucks',
  AIRPOD3: 'Tai nghe AirPods 3',
  NONE: 'Một nụ cười thật tươi',
}

export const isPrizeKind = (value: string): value is PrizeKind =>
  (prizeKinds as readonly string[]).includes(value)
