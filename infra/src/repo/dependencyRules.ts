import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { importSpecifiers } from './importSpecifiers.ts'

/** What a workspace package is, by its folder: the rules are written in these terms. */
export type PackageKind = 'shell' | 'remote' | 'service' | 'package' | 'infra' | 'e2e'

export interface WorkspacePackage {
  name: string
  /** Relative to the root, e.g. `apps/citation`. */
  dir: string
  kind: PackageKind
}

export interface Violation {
  rule: string
  file: string
  specifier: string
}

function kindOf(dir: string): PackageKind | undefined {
  if (dir === 'apps/shell') return 'shell'
  if (dir.startsWith('apps/')) return 'remote'
  if (dir.startsWith('services/')) return 'service'
  if (dir.startsWith('packages/')) return 'package'
  if (dir === 'infra') return 'infra'
  if (dir === 'e2e') return 'e2e'
  return undefined
}

/** The workspace's packages, read from the `package.json` files among `files`. */
export function workspacePackages(root: string, files: string[]): WorkspacePackage[] {
  return files
    .filter((file) =>
      /^(apps|services|packages)\/[^/]+\/package\.json$|^(infra|e2e)\/package\.json$/.test(file),
    )
    .flatMap((file) => {
      const dir = path.posix.dirname(file)
      const kind = kindOf(dir)
      const { name } = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { name: string }
      return kind ? [{ name, dir, kind }] : []
    })
}

// A package's own `src/testing/` (its published `testing` entry) is test wiring too.
const isTestFile = (file: string) => /\.test\.tsx?$|\/test\/|\/src\/testing\/|\/bench\/|^e2e\//.test(file)

/** Which of a service's layers a file is in: its `db/` folder, its `routes/` folder, or neither. */
function serviceLayer(service: WorkspacePackage, file: string): 'db' | 'routes' | undefined {
  if (file.startsWith(`${service.dir}/src/db/`)) return 'db'
  if (file.startsWith(`${service.dir}/src/routes/`)) return 'routes'
  return undefined
}

/**
 * The package boundaries (docs/decisions/0198-package-boundaries.md), checked on every import of every source
 * file: a package is used through its exports, never its `src/`; no relative import leaves its package; a remote
 * never imports another remote or a service (its tests may use a service's published `testing` entry); the shell
 * never imports a remote; a service never imports an app or another service (tests and benches: the `testing` entry);
 * `packages/*` never import an app or a service (tests: a service's `testing` entry).
 *
 * Inside a service, the layers (docs/decisions/0725-routes-domain-db-in-every-service.md): a file in `src/db/`
 * imports nothing of the service outside `src/db/`, and a route file (`src/routes/`) imports nothing from
 * `src/db/`, not even a type: a route reaches the database through the domain, reads through one named read-model
 * function each. Tests are exempt: they look at rows directly.
 */
export function checkDependencies(root: string, files: string[]): Violation[] {
  const packages = workspacePackages(root, files)
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const ownerOf = (file: string) =>
    packages.filter((pkg) => file.startsWith(`${pkg.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0]
  const violations: Violation[] = []

  for (const file of files.filter((name) => /\.(ts|tsx|mjs|js)$/.test(name))) {
    const owner = ownerOf(file)
    if (!owner || !existsSync(path.join(root, file))) continue
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      const found = (rule: string) => violations.push({ rule, file, specifier })
      if (specifier.startsWith('.')) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        if (!target.startsWith(`${owner.dir}/`)) found('no-relative-import-across-packages')
        else if (owner.kind === 'service' && !isTestFile(file)) {
          const from = serviceLayer(owner, file)
          const to = serviceLayer(owner, target)
          if (from === 'db' && to !== 'db') found('db-imports-only-db')
          if (from === 'routes' && to === 'db') found('routes-reach-db-through-the-domain')
        }
        continue
      }
      const match = /^(@unikit\/[^/]+)(\/.*)?$/.exec(specifier)
      const target = match ? byName.get(match[1] ?? '') : undefined
      if (!target || target === owner) continue
      const subpath = match?.[2] ?? ''
      if (subpath.startsWith('/src/') || subpath === '/src') found('no-import-of-another-package-src')
      const testingEntry = subpath === '/testing' && isTestFile(file)
      if (owner.kind === 'remote' && target.kind === 'remote') found('remote-imports-no-remote')
      if (owner.kind === 'remote' && target.kind === 'service' && !testingEntry)
        found('remote-imports-no-service')
      if (owner.kind === 'shell' && target.kind === 'remote') found('shell-imports-no-remote')
      if (owner.kind === 'shell' && target.kind === 'service' && !testingEntry)
        found('shell-imports-no-service')
      if (owner.kind === 'service' && (target.kind === 'remote' || target.kind === 'shell')) {
        found('service-imports-no-app')
      }
      if (owner.kind === 'service' && target.kind === 'service' && !testingEntry) {
        found('service-imports-no-service')
      }
      const appOrService = ['remote', 'shell', 'service'].includes(target.kind)
      if (owner.kind === 'package' && appOrService && !(target.kind === 'service' && testingEntry)) {
        found('package-imports-no-app-or-service')
      }
    }
  }
  return violations
}
