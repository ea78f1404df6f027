import { type RefObject, useLayoutEffect } from 'react'

/**
 * Sizes the stage to the rest of the viewport below the shell's bars (`--stage-height`), so a locked step
 * fills the screen exactly; on a very short screen the stage scrolls inside itself instead of cutting text.
 */
export function useStageHeight(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const stage = ref.current
    if (!active || !stage) return
    const measure = () => {
      const top = stage.getBoundingClientRect().top + window.scrollY
      stage.style.setProperty('--stage-height', `${Math.max(window.innerHeight - top, 0)}px`)
    }
    window.scrollTo(0, 0)
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [ref, active])
}
