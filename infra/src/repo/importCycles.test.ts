import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findImportCycles } from './importCycles.ts'
import { repoFiles, repoRoot } from './repoFiles.ts'

describe('imports between the modules of a package', () => {
  it('never go round in a circle (docs/decisions/0722-no-import-circles.md)', () => {
    const files = repoFiles().filter((file) => /^(apps|packages|services|infra|e2e)\//.test(file))
    expect(findImportCycles(repoRoot, files)).toEqual([])
  })

  describe('on files that go round on purpose', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'unikit-cycles-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    const files: Record<string, string> = {
      'a/one.ts': "import { two } from './two.ts'",
      'a/two.ts': "import type { One } from './one.ts'",
      'b/x.ts': "import { y } from './deep/y.ts'",
      'b/deep/y.ts': "import { z } from '../z.tsx'",
      'b/z.tsx': "export { x } from './x.ts'",
      'c/line.ts': "import { end } from './end.ts'\n// import { line } from './line.ts'",
      'c/end.ts': 'export const end = 1',
      'c/end.test.ts': "import { line } from './line.ts'\nimport { end } from './end.ts'",
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }

    it('finds each circle, type-only and long ones too, and no line or test', () => {
      expect(findImportCycles(root, Object.keys(files))).toEqual(
        expect.arrayContaining([
          ['a/one.ts', 'a/two.ts'],
          ['b/deep/y.ts', 'b/x.ts', 'b/z.tsx'],
        ]),
      )
      expect(findImportCycles(root, Object.keys(files))).toHaveLength(2)
    })
  })
})
