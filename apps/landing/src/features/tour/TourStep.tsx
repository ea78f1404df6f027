import { useRef } from 'react'
import { LandingFooter } from '../footer/LandingFooter.tsx'
import { GiftSection } from '../gift/GiftSection.tsx'
import { useFocusOnMount } from '../landing/useFocusOnMount.ts'
import type { LandingEventState } from '../landing/useLandingEvent.ts'
import { ProductTour } from './ProductTour.tsx'
import styles from './TourStep.module.css'

export type TourStepProps = {
  eventState: LandingEventState
  /** Focus the heading on arrival (the user came from step 2). */
  focusOnMount: boolean
}

/** Step 3: the product tour, the gift form and the campaign's footer. The page scrolls again here. */
export default function TourStep({ eventState, focusOnMount }: TourStepProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnMount(heading, focusOnMount)
  const year = eventState.status === 'ready' ? eventState.event.year : undefined
  return (
    <div className={styles.step}>
      <section className={styles.tour} aria-labelledby="tour-title">
        <h2 id="tour-title" ref={heading} tabIndex={-1} className={styles.title}>
          Unikit: mọi công cụ học tập ở một nơi
        </h2>
        <p className={styles.lead}>
          Mỗi nỗi lo vừa rồi đều có một công cụ. Rê chuột, chạm hoặc dùng phím Tab để xem từng sản phẩm.
        </p>
        <ProductTour />
      </section>
      <GiftSection eventState={eventState} />
      <LandingFooter year={year} />
    </div>
  )
}
