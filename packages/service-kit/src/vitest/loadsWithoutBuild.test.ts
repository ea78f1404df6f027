import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const packageRoot = join(import.meta.dirname, '../..')

describe('@unikit/service-kit/vitest', () => {
  // Vite loads a service's vitest.config.ts through Node, without the `@unikit/source` condition; pointing at
  // dist/ would make `pnpm --filter <service> test` fail until a build.
  it('is loaded from source by plain Node, so a service’s vitest.config.ts works before any build', () => {
    const script = [
      "const entry = import.meta.resolve('@unikit/service-kit/vitest')",
      "const { defineServiceTestConfig } = await import('@unikit/service-kit/vitest')",
      'console.log(JSON.stringify({ entry, type: typeof defineServiceTestConfig }))',
    ].join(';')
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    })
    const { entry, type } = JSON.parse(output) as { entry: string; type: string }
    expect(fileURLToPath(entry)).toBe(join(packageRoot, 'src/vitest/index.ts'))
    expect(type).toBe('function')
  })
})
