import { cx, Spinner } from '@unikit/design-system'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { HeroStep } from '../hero/HeroStep.tsx'
import styles from './LandingPage.module.css'
import { useLandingEvent } from './useLandingEvent.ts'
import { useScrollLock } from './useScrollLock.ts'
import { useStageHeight } from './useStageHeight.ts'

// Step 1 ships with the remote's entry; the later steps load on the way (prefetched one step ahead).
const loadStory = () => import(/* webpackChunkName: "landing-story" */ '../story/StoryStep.tsx')
const loadTour = () => import(/* webpackChunkName: "landing-tour" */ '../tour/TourStep.tsx')
const StoryStep = lazy(loadStory)
const TourStep = lazy(loadTour)

type Step = 1 | 2 | 3

function StepLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Đang tải" />
    </div>
  )
}

/**
 * The Vietnamese new-year landing page (`/`): three steps. Steps 1 and 2 fill the screen with the page's
 * scrolling locked; step 3 scrolls like any page. The campaign loads at once (its year, its window).
 */
export function LandingPage() {
  const [step, setStep] = useState<Step>(1)
  const [moved, setMoved] = useState(false)
  const eventState = useLandingEvent()
  const stage = useRef<HTMLDivElement>(null)
  useScrollLock(step < 3)
  useStageHeight(stage, step < 3)

  useEffect(() => {
    void (step === 1 ? loadStory() : loadTour())
  }, [step])

  const go = (next: Step) => {
    setStep(next)
    setMoved(true)
  }
  const year = eventState.status === 'ready' ? eventState.event.year : undefined

  return (
    <div lang="vi" className={styles.landing} data-step={step}>
      {step < 3 ? (
        <div ref={stage} className={styles.stage}>
          <div key={step} className={cx(styles.step, moved && styles.entering)}>
            {step === 1 ? (
              <HeroStep year={year} onBoard={() => go(2)} />
            ) : (
              <Suspense fallback={<StepLoading />}>
                <StoryStep onNext={() => go(3)} focusOnMount={moved} />
              </Suspense>
            )}
          </div>
        </div>
      ) : (
        <Suspense fallback={<StepLoading />}>
          <TourStep eventState={eventState} focusOnMount={moved} />
        </Suspense>
      )}
    </div>
  )
}
