import { useEffect, useState } from 'react'

/** The results shown at once: the summary and the first cards appear without waiting for all 500. */
const FIRST = 30
/** Added each round after that, a task at a time, so the page stays responsive while a long list fills in. */
const STEP = 60

/**
 * How many of `total` items to render now: a first screenful, then more in later tasks until all are there
 * (docs/product/citations.md#checking-a-reference-list: a 500-entry list shows its results in under 2 s).
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST))
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => setCount((current) => Math.min(total, current + STEP)), 0)
    return () => clearTimeout(timer)
  }, [count, total])
  return Math.min(count, total)
}
