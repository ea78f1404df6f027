import { Button, Icon } from '@unikit/design-system'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { useFocusOnMount } from '../landing/useFocusOnMount.ts'
import styles from './StoryStep.module.css'
import { NEXT_PAGE_DELAY_MS, storyMoments } from './storyMoments.ts'

export type StoryStepProps = {
  onNext: () => void
  /** Focus the heading on arrival (the user came from step 1). */
  focusOnMount: boolean
}

/** Step 2: the timeline of a student's pain points, then "Trang tiếp" after a short delay. */
export default function StoryStep({ onNext, focusOnMount }: StoryStepProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [showNext, setShowNext] = useState(false)
  useFocusOnMount(heading, focusOnMount)
  useEffect(() => {
    const timer = setTimeout(() => setShowNext(true), NEXT_PAGE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  return (
    <section className={styles.story} aria-labelledby="story-title">
      <h2 id="story-title" ref={heading} tabIndex={-1} className={styles.title}>
        Một ngày mùa deadline, nghe quen không?
      </h2>
      <ol className={styles.timeline}>
        {storyMoments.map((moment, index) => (
          <li key={moment.time} className={styles.moment} style={{ '--i': index } as CSSProperties}>
            <span className={styles.time}>{moment.time}</span>
            <p className={styles.text}>
              <strong className={styles.figure}>{moment.figure}</strong> {moment.text}
            </p>
          </li>
        ))}
      </ol>
      <div className={`uk-cluster ${styles.footer}`}>
        <p className={styles.closing}>Năm mới rồi, mình đổi cách học thôi!</p>
        {showNext && (
          <Button size="lg" className={styles.next} onClick={onNext}>
            Trang tiếp
            <Icon name="chevronRight" size={20} />
          </Button>
        )}
      </div>
    </section>
  )
}
