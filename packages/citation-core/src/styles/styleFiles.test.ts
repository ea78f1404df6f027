import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import apa from './vendor/apa.ts'
import chicagoAuthorDate17 from './vendor/chicagoAuthorDate17.ts'
import ieee from './vendor/ieee.ts'
import localeEnUs from './vendor/localeEnUs.ts'
import nlmCitationSequence from './vendor/nlmCitationSequence.ts'
import { vendoredSources } from './vendor/sources.ts'

const modules = { apa, ieee, nlmCitationSequence, chicagoAuthorDate17, localeEnUs }

describe('the vendored CSL files', () => {
  it.each(Object.entries(modules))('%s is the official file, unchanged', (name, text) => {
    const source = vendoredSources[name as keyof typeof vendoredSources]
    expect(createHash('sha256').update(text).digest('hex')).toBe(source.sha256)
  })

  it.each(Object.entries(modules))('%s is licensed CC BY-SA 3.0', (_name, text) => {
    expect(text).toMatch(/creativecommons\.org\/licenses\/by-sa\/3\.0/)
  })
})
