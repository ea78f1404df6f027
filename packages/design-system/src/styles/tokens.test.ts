/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.ts'

const readCss = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8')
const tokensCss = readCss('tokens.css')

const colours = new Map(
  Array.from(tokensCss.matchAll(/--uk-color-([a-z-]+):\s*(#[0-9a-f]{6});/gi), (m) => [
    m[1]!,
    m[2]!.toLowerCase(),
  ]),
)
const colour = (name: string) => {
  const value = colours.get(name)
  if (!value) throw new Error(`--uk-color-${name} is not a #rrggbb token`)
  return value
}

/** [foreground, background] pairs the components actually use for text (WCAG AA: 4.5:1). */
const textPairs: Array<[string, string]> = [
  ['text', 'surface'],
  ['text', 'bg'],
  ['text', 'surface-muted'],
  ['text', 'surface-sunken'],
  ['text-muted', 'surface'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface-sunken'],
  ['on-brand', 'brand'],
  ['on-brand', 'brand-hover'],
  ['on-brand', 'brand-active'],
  ['on-navy', 'navy'],
  ['on-navy', 'navy-hover'],
  ['navy', 'surface'],
  ['navy', 'navy-subtle'],
  ['link', 'surface'],
  ['link-hover', 'surface'],
  ['brand', 'surface'],
  ['danger-text', 'surface'],
  ['danger-text', 'danger-bg'],
  ['danger-text', 'brand-subtle'],
  ['success-text', 'surface'],
  ['success-text', 'success-bg'],
  ['warning-text', 'surface'],
  ['warning-text', 'warning-bg'],
  ['info-text', 'surface'],
  ['info-text', 'info-bg'],
  ['text-inverse', 'danger'],
  ['text-inverse', 'danger-hover'],
  ['disabled-text', 'disabled-bg'],
  ['disabled-text', 'surface-sunken'],
]

/** Control edges, focus rings and status accents (WCAG 1.4.11: 3:1). */
const uiPairs: Array<[string, string]> = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  ['navy', 'bg'],
  ['brand', 'bg'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
  ['danger', 'surface'],
]

describe('design tokens', () => {
  it('keep the brand colours', () => {
    expect(colour('brand')).toBe('#e60028')
    expect(colour('navy')).toBe('#000054')
  })

  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(uiPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3)
  })

  it('the focus ring stands out from the page (3:1)', () => {
    const ring = /--uk-focus-ring-color:\s*(#[0-9a-f]{6})/i.exec(tokensCss)?.[1]
    expect(ring).toBeDefined()
    expect(contrastRatio(ring!, colour('surface'))).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(ring!, colour('bg'))).toBeGreaterThanOrEqual(3)
  })
})

const steps = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl'] as const

/** The type scale's steps as declared in `block`, in rem (size and line height); missing steps are absent. */
function scaleIn(block: string) {
  const rem = (name: string) => {
    const value = new RegExp(`--uk-text-${name}:\\s*([\\d.]+)rem;`).exec(block)?.[1]
    return value === undefined ? undefined : Number(value)
  }
  return new Map(steps.map((step) => [step, { size: rem(step), leading: rem(`${step}-leading`) }]))
}

const rootBlock = tokensCss.slice(0, tokensCss.indexOf('\n  @media'))
const phoneBlock = /@media \(width < 630px\) \{([^@]*?)\n {2}\}/.exec(tokensCss)?.[1] ?? ''

describe('type scale', () => {
  const desktop = scaleIn(rootBlock)

  it.each(steps)('defines --uk-text-%s and its line height', (step) => {
    const { size, leading } = desktop.get(step)!
    expect(size).toBeGreaterThan(0)
    expect(leading).toBeGreaterThanOrEqual(size!)
  })

  it('is built around a 16 px body', () => {
    expect(desktop.get('base')!.size).toBe(1)
  })

  it('grows at every step', () => {
    const sizes = steps.map((step) => desktop.get(step)!.size!)
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1]!)
  })

  it('on phones shrinks the headings and still grows at every step', () => {
    const phone = scaleIn(phoneBlock)
    const merged = steps.map((step) => {
      const [wide, narrow] = [desktop.get(step)!, phone.get(step)!]
      return { size: narrow.size ?? wide.size!, leading: narrow.leading ?? wide.leading! }
    })
    expect(phone.get('3xl')!.size).toBeLessThan(desktop.get('3xl')!.size!)
    for (let i = 1; i < merged.length; i++) expect(merged[i]!.size).toBeGreaterThan(merged[i - 1]!.size)
    for (const { size, leading } of merged) expect(leading).toBeGreaterThanOrEqual(size)
  })

  it('sets the body and h1 to h4 from the scale', () => {
    const base = readCss('base.css')
    const rule = (selector: string) => new RegExp(`\\n {2}${selector} \\{([^}]*)\\}`).exec(base)?.[1] ?? ''
    expect(rule('body')).toContain('font-size: var(--uk-text-base)')
    const headings = { h1: '3xl', h2: '2xl', h3: 'xl', h4: 'lg', small: 'sm' }
    for (const [selector, step] of Object.entries(headings)) {
      expect(rule(selector)).toContain(`font-size: var(--uk-text-${step});`)
      expect(rule(selector)).toContain(`line-height: var(--uk-text-${step}-leading);`)
    }
  })
})

describe('typeface', () => {
  const faces = Array.from(readCss('fonts.css').matchAll(/@font-face \{([^}]*)\}/g), (m) => m[1]!)

  it('starts the font stacks with Be Vietnam Pro', () => {
    expect(tokensCss).toMatch(/--uk-font-sans:\s*"Be Vietnam Pro", system-ui/)
  })

  it('ships 400, 500 and 700 in the latin and vietnamese subsets, woff2 only, swapped in', () => {
    const shipped = faces.map((face) => {
      expect(face).toContain('font-display: swap;')
      expect(face).toContain('unicode-range:')
      const urls = Array.from(face.matchAll(/url\("([^"]+)"\)/g), (m) => m[1]!)
      expect(urls).toHaveLength(1)
      return /be-vietnam-pro-([a-z-]+)-(\d00)-normal\.woff2$/.exec(urls[0]!)!.slice(1).join(' ')
    })
    expect(shipped.sort()).toEqual(
      ['latin', 'vietnamese'].flatMap((subset) => ['400', '500', '700'].map((w) => `${subset} ${w}`)).sort(),
    )
  })
})

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
