import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The one list of modules shared as singletons by the shell and every remote (ARCHITECTURE.md §2).
 * The trailing-slash entries share subpaths such as `react/jsx-runtime` and `react-dom/client`.
 */
export const sharedSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'zustand',
  '@unikit/design-system',
  '@unikit/auth',
] as const

export type SharedEntry = {
  singleton: true
  requiredVersion: string
  version: string
  strictVersion: false
  /** The module provided under this key when it is not the package itself. */
  import?: string
}

/**
 * Builds the federation `shared` map for the app in `appDir`. Versions come from each package's own
 * package.json (never `workspace:*`), so the runtime can negotiate them. `provideFromFile` names a file the app
 * provides under a key instead of the package (the shell's react-router, decision 0622).
 */
export function sharedConfig(
  appDir: string,
  provideFromFile: Record<string, string> = {},
): Record<string, SharedEntry> {
  const require = createRequire(path.join(appDir, 'package.json'))
  const entries = sharedSingletons.map((key) => {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key
    const { version } = require(`${pkg}/package.json`) as { version: string }
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
      ...(provideFromFile[key] ? { import: provideFromFile[key] } : {}),
    }
    return [key, entry] as const
  })
  return Object.fromEntries(entries)
}
