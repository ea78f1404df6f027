/** What a top-up may ask for (docs/product/orders.md#top-up): whole thousands of dong, within these bounds. */
export const TOPUP_MIN = 10_000
export const TOPUP_MAX = 50_000_000
export const TOPUP_STEP = 1_000
