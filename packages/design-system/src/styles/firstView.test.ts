/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstViewWidths } from '../firstView/renderFirstView.tsx'
import { MOBILE_BREAKPOINT } from '../hooks/useIsMobile.ts'

const css = readFileSync(path.join(import.meta.dirname, 'firstView.css'), 'utf8')

describe('the first view’s two widths', () => {
  it('switch at the phone breakpoint the components use', () => {
    expect(css).toContain(`@media (width <= ${MOBILE_BREAKPOINT}px)`)
    expect(css).toContain(`@media (width > ${MOBILE_BREAKPOINT}px)`)
  })

  it('are rendered one each side of it', () => {
    expect(firstViewWidths.narrow).toBeLessThan(MOBILE_BREAKPOINT)
    expect(firstViewWidths.wide).toBeGreaterThan(MOBILE_BREAKPOINT)
  })
})
