import { useEffect, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import styles from './Avatar.module.css'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((part) => part[0])
    .join('')
    .toLocaleUpperCase('vi')

/**
 * A lecturer's picture, or their initials while it loads or when there is none. The image needs the session,
 * so it is fetched and shown from memory; it is decorative (the name is always beside it).
 */
export function Avatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const [source, setSource] = useState<string>()
  useEffect(() => {
    if (!url) return setSource(undefined)
    let objectUrl: string | undefined
    let cancelled = false
    feedbackApi.avatar(url).then(
      (blob) => {
        if (cancelled) return
        objectUrl = URL.createObjectURL(blob)
        setSource(objectUrl)
      },
      () => setSource(undefined),
    )
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  const className = `${styles.avatar} ${size === 'lg' ? styles.large : ''}`
  if (source) return <img className={className} src={source} alt="" />
  return (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  )
}
