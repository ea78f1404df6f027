import { Button, ErrorPanel } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import ReactPlayer from 'react-player'
import styles from './VideoPlayer.module.css'

/** The speeds a student can pick (docs/product/archive.md). */
export const PLAYBACK_SPEEDS = [0.7, 1, 1.5, 2] as const
/** Where a video starts, and where it goes on from after fresh links if it was not played further (docs/product/archive.md). */
export const VIDEO_START_SECONDS = 10

/**
 * A video, playing at once without sound (browsers allow only that), from 10 s in, with the browser's controls
 * and our speed buttons. Seeking asks the server for byte ranges. `onFailed` is asked first when it cannot be
 * played: it returns true when it is fetching fresh links, and the new `src` then goes on from where it was.
 */
export function VideoPlayer({ src, onFailed }: { src: string; onFailed: () => boolean }) {
  const [speed, setSpeed] = useState<number>(1)
  const [playing, setPlaying] = useState(true)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const resumeAt = useRef(VIDEO_START_SECONDS)
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => setFailed(false), [src])

  const onFailedRef = useRef(onFailed)
  onFailedRef.current = onFailed

  // Listened to here, not with onLoadedMetadata and onError: the video may load its metadata, or fail, before React
  // shows it (while the page is still suspended), and React passes on no event from a tree it has not shown yet.
  // Again for a new address, a retry or a player shown again after a failure: each loads the video afresh.
  useEffect(() => {
    const element = video.current
    if (!element) return
    const start = () => {
      if (Number.isFinite(element.duration) && element.duration > resumeAt.current)
        element.currentTime = resumeAt.current
    }
    const fail = () => {
      if (!onFailedRef.current()) setFailed(true)
    }
    if (element.error) fail()
    else if (element.readyState >= HTMLMediaElement.HAVE_METADATA) start()
    else element.addEventListener('loadedmetadata', start, { once: true })
    element.addEventListener('error', fail)
    return () => {
      element.removeEventListener('loadedmetadata', start)
      element.removeEventListener('error', fail)
    }
  }, [src, attempt, failed])

  if (failed)
    return (
      <ErrorPanel
        title="This video could not be played"
        message="Check your connection and try again, or download it."
        onRetry={() => {
          setFailed(false)
          setAttempt((n) => n + 1)
        }}
      />
    )
  return (
    <div className="uk-stack">
      <ReactPlayer
        key={attempt}
        ref={video}
        src={src}
        playing={playing}
        muted
        autoPlay
        playsInline
        controls
        preload="metadata"
        width="100%"
        height={360}
        playbackRate={speed}
        className={styles.video}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onRateChange={(event) => setSpeed(event.currentTarget.playbackRate)}
        onTimeUpdate={(event) => {
          const { currentTime } = event.currentTarget
          if (currentTime > 0) resumeAt.current = currentTime
        }}
      />
      <fieldset className={styles.speeds}>
        <legend>Playback speed</legend>
        {PLAYBACK_SPEEDS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={speed === value ? 'primary' : 'secondary'}
            aria-pressed={speed === value}
            onClick={() => setSpeed(value)}
          >
            {value}×
          </Button>
        ))}
      </fieldset>
    </div>
  )
}
