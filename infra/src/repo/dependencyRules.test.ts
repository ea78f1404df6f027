import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDependencies } from './dependencyRules.ts'
import { repoFiles, repoRoot } from './repoFiles.ts'

describe('the package boundaries', () => {
  it('hold in this repository', () => {
    expect(checkDependencies(repoRoot, repoFiles())).toEqual([])
  })

  describe('on a workspace that breaks each of them on purpose', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'unikit-boundaries-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    const files: Record<string, string> = {
      'apps/shell/package.json': '{ "name": "@unikit/shell" }',
      'apps/shell/src/a.ts':
        "import { routes } from '@unikit/citation'\nimport { x } from '../../citation/src/x.ts'",
      'apps/shell/test/accounts.ts': "import { startAccounts } from '@unikit/accounts/testing'",
      'apps/citation/package.json': '{ "name": "@unikit/citation" }',
      'apps/citation/src/a.ts':
        "import { y } from '@unikit/archive'\nimport { z } from '@unikit/cite/src/crawl/x.ts'\n" +
        "import { w } from '@unikit/cite'\nconst lazy = () => import('@unikit/archive/routes')",
      'apps/citation/src/a.test.ts': "import { startCiteServer } from '@unikit/cite/testing'",
      'apps/citation/src/ok.ts': "import { x } from './x.ts'\n// import { y } from '@unikit/archive'",
      'apps/archive/package.json': '{ "name": "@unikit/archive" }',
      'services/cite/package.json': '{ "name": "@unikit/cite" }',
      'services/cite/src/a.ts':
        "import { a } from '@unikit/citation'\nimport { b } from '@unikit/accounts/testing'\nexport { c } from '@unikit/accounts'",
      'services/cite/src/b.test.ts': "import { startAccounts } from '@unikit/accounts/testing'",
      'services/cite/src/db/usage.ts':
        "import type { CiteDb } from '../CiteApp.ts'\nimport { errors } from '../errors.ts'\nimport type { Row } from './schema.ts'",
      'services/cite/src/db/usage.test.ts': "import { buildApp } from '../app.ts'",
      'services/cite/src/routes/usageRoutes.ts':
        "import { countUsage } from '../db/usage.ts'\nimport type { Row } from '../db/schema.ts'\n" +
        "import { usageView } from '../events/usageView.ts'\nimport { errors } from '../errors.ts'",
      'services/cite/src/routes/usageRoutes.test.ts': "import { countUsage } from '../db/usage.ts'",
      'services/cite/src/events/usageView.ts': "import { countUsage } from '../db/usage.ts'",
      'services/accounts/package.json': '{ "name": "@unikit/accounts" }',
      'packages/auth/package.json': '{ "name": "@unikit/auth" }',
      'packages/auth/src/a.ts':
        "import { a } from '@unikit/accounts'\nimport b from '../../design-system/src/b.ts'",
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }

    it('reports every broken rule, and nothing that is allowed', () => {
      const found = checkDependencies(root, Object.keys(files)).map(
        ({ rule, file, specifier }) => `${rule}: ${file} → ${specifier}`,
      )
      expect(found.sort()).toEqual(
        [
          'shell-imports-no-remote: apps/shell/src/a.ts → @unikit/citation',
          'no-relative-import-across-packages: apps/shell/src/a.ts → ../../citation/src/x.ts',
          'remote-imports-no-remote: apps/citation/src/a.ts → @unikit/archive',
          'remote-imports-no-remote: apps/citation/src/a.ts → @unikit/archive/routes',
          'no-import-of-another-package-src: apps/citation/src/a.ts → @unikit/cite/src/crawl/x.ts',
          'remote-imports-no-service: apps/citation/src/a.ts → @unikit/cite/src/crawl/x.ts',
          'remote-imports-no-service: apps/citation/src/a.ts → @unikit/cite',
          'service-imports-no-app: services/cite/src/a.ts → @unikit/citation',
          'service-imports-no-service: services/cite/src/a.ts → @unikit/accounts/testing',
          'service-imports-no-service: services/cite/src/a.ts → @unikit/accounts',
          'db-imports-only-db: services/cite/src/db/usage.ts → ../CiteApp.ts',
          'db-imports-only-db: services/cite/src/db/usage.ts → ../errors.ts',
          'routes-reach-db-through-the-domain: services/cite/src/routes/usageRoutes.ts → ../db/usage.ts',
          'routes-reach-db-through-the-domain: services/cite/src/routes/usageRoutes.ts → ../db/schema.ts',
          'package-imports-no-app-or-service: packages/auth/src/a.ts → @unikit/accounts',
          'no-relative-import-across-packages: packages/auth/src/a.ts → ../../design-system/src/b.ts',
        ].sort(),
      )
    })
  })
})
