import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The shell provides only part of react-router to every remote (sharedReactRouter.ts, decision 0622): a name that
// code running in the platform takes from 'react-router' and the part lacks would be undefined at run time.

const repo = path.join(import.meta.dirname, '../../../..')
const provided = new Set(
  [
    ...readFileSync(path.join(import.meta.dirname, 'sharedReactRouter.ts'), 'utf8').matchAll(/^\s+(\w+),$/gm),
  ].map((m) => m[1]),
)

/** The values (not types) a source imports from the package by its bare name. */
function namesImported(source: string): string[] {
  const clauses = source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]react-router['"]/g)
  return [...clauses].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name && !name.startsWith('type ')),
  )
}

/**
 * Every app's and package's source that runs in the browser: tests and test helpers (`test/`, a package's `testing`
 * entry) do not go through the share,
 * nor `firstViews.tsx`, which runs in Node at build time with the whole package (docs/decisions/0624-first-views-in-the-page.md).
 */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing'].includes(entry.name) ? [] : browserSources(full)
    const runsInBrowser = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
    return runsInBrowser && entry.name !== 'firstViews.tsx' ? [full] : []
  })
}

describe('the react-router the shell shares', () => {
  it('has every name that an app or package takes from react-router', () => {
    const sources = ['apps', 'packages'].flatMap((root) =>
      readdirSync(path.join(repo, root)).flatMap((name) => {
        const src = path.join(repo, root, name, 'src')
        try {
          return browserSources(src)
        } catch {
          return []
        }
      }),
    )
    const missing = sources.flatMap((file) =>
      namesImported(readFileSync(file, 'utf8'))
        .filter((name) => !provided.has(name))
        .map((name) => `${name} (${path.relative(repo, file)})`),
    )
    expect(sources.length).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })

  it("has what react-router/dom's RouterProvider takes from the package by its name", () => {
    const require = createRequire(path.join(import.meta.dirname, '../../package.json'))
    const dist = path.dirname(require.resolve('react-router/dom'))
    const provider = readFileSync(path.join(dist, 'lib/dom-export/dom-router-provider.js'), 'utf8')
    const names = namesImported(provider)
    expect(names).toContain('RouterProvider')
    expect(names.filter((name) => !provided.has(name))).toEqual([])
  })
})
