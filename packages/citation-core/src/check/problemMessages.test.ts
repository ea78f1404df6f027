import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { problemMessages } from './problemMessages.ts'

const doc = readFileSync(new URL('../../../../docs/product/citation-checker.md', import.meta.url), 'utf8')

describe('problemMessages', () => {
  it('lists every problem code with its sentence in docs/product/citation-checker.md', () => {
    for (const [code, message] of Object.entries(problemMessages))
      expect(doc).toContain(`| \`${code}\` | ${message} |`)
  })

  it('says each rule in one plain sentence', () => {
    for (const message of Object.values(problemMessages)) expect(message).toMatch(/^[A-Z][^\n]*[.]$/)
  })
})
