import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoFiles, repoRoot } from './repoFiles.ts'

/** The most lines a component's file may have (docs/decisions/0723-no-component-over-250-lines.md). */
const MAX_LINES = 250

/** Every component of the apps and packages: their `.tsx` files, tests aside (a test grows with its cases). */
const components = repoFiles().filter(
  (file) => /^(apps|packages)\/.+\.tsx$/.test(file) && !/\.test\.tsx$/.test(file),
)

const lineCount = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8').split('\n').length - 1

describe('the components of the apps and packages', () => {
  it('exist (the check below reads something)', () => {
    expect(components.length).toBeGreaterThan(100)
  })

  it(`are at most ${MAX_LINES} lines each: a longer one holds more than one concept`, () => {
    const long = components
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(long).toEqual([])
  })
})
