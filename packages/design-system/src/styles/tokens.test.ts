/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.ts'

const tokensCss = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8')

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

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
