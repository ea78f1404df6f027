import type { GiftKind } from '@unikit/contracts/gifts'
import airpods from '../../assets/gifts/airpods.svg'
import card from '../../assets/gifts/card.svg'
import glass from '../../assets/gifts/glass.svg'
import smile from '../../assets/gifts/smile.svg'
import toteBag from '../../assets/gifts/tote-bag.svg'

/** One picture per gift; NONE is a smile (docs/product/landing.md#claiming-a-gift). Loaded with the modal only. */
export const giftPictures: Record<GiftKind, string> = {
  CARD: card,
  TOTE_BAG: toteBag,
  STARBUCK_GLASS: glass,
  AIRPOD3: airpods,
  NONE: smile,
}
