import { Spinner } from '@unikit/design-system'
import { lazy, Suspense } from 'react'
import type { LandingEventState } from '../landing/useLandingEvent.ts'
import { campaignNotice } from './campaignNotice.ts'
import { formatCampaignDate } from './formatCampaignDate.ts'
import { GiftForm } from './GiftForm.tsx'
import styles from './GiftSection.module.css'
import { SocialLinks } from './SocialLinks.tsx'
import { useGiftClaim } from './useGiftClaim.ts'

const loadGiftModal = () => import(/* webpackChunkName: "landing-gift-modal" */ './GiftModal.tsx')
const GiftModal = lazy(loadGiftModal)

/** Step 3's gift corner: the lucky-money envelope, the form, the modal of the gift won, the social links. */
export function GiftSection({ eventState }: { eventState: LandingEventState }) {
  const event = eventState.status === 'ready' ? eventState.event : undefined
  const claim = useGiftClaim(event?.id)

  return (
    <section className={styles.section} aria-labelledby="gift-heading" onFocus={() => void loadGiftModal()}>
      <div className={styles.envelope} aria-hidden="true">
        <span className={styles.seal}>Lộc</span>
      </div>
      <div className={styles.content}>
        <h2 id="gift-heading" className={styles.heading}>
          Mở lì xì đầu năm
        </h2>
        <p>
          Nhập email để nhận một phần quà Tết từ Unikit: thẻ quà tặng, túi tote, ly Starbucks, hay may mắn hơn
          cả là tai nghe AirPods 3! Mỗi người chỉ nhận quà một lần.
        </p>
        {event?.state === 'open' && (
          <p className={styles.window}>
            Chương trình “{event.name}” diễn ra đến {formatCampaignDate(event.endsAt)}.
          </p>
        )}
        {eventState.status === 'loading' && <Spinner size="sm" label="Đang tải thông tin chương trình" />}
        <GiftForm claim={claim} notice={campaignNotice(eventState)} />
        <SocialLinks />
      </div>
      {claim.claim && (
        <Suspense fallback={null}>
          <GiftModal claim={claim.claim} onClose={claim.closeClaim} />
        </Suspense>
      )}
    </section>
  )
}
