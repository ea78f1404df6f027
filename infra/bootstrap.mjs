#!/usr/bin/env node
// `npm start` and `npm test` land here, on whatever Node the machine has (18 or newer). This file brings the
// toolchain the project targets (Node 24 from the npm registry, pnpm 10) into a cache folder, installs the
// workspace and hands over to the real command. Nothing is installed globally. Plain JavaScript on purpose:
// it must run before TypeScript-capable Node exists.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const NODE_MAJOR = 24
const PNPM_MAJOR = 10
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const toolsDir = process.env.UNIKIT_TOOLS_DIR ?? path.join(os.homedir(), '.cache', 'unikit')
const startedAt = Date.now()

// Progress goes to stderr, so `eval "$(node infra/bootstrap.mjs env)"` sees only the export line.
const log = (message) => console.error(`[unikit] ${message}`)
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`

function fail(message) {
  console.error(`[unikit] ${message}`)
  process.exit(1)
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) fail(`${cmd} could not start: ${result.error.message}`)
  if (result.status !== 0) fail(`${cmd} ${args.join(' ')} failed (exit ${result.status})`)
}

function versionOf(cmd) {
  const result = spawnSync(cmd, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

function prependPath(dir) {
  const entries = (process.env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== dir)
  process.env.PATH = [dir, ...entries].join(path.delimiter)
}

/** The Node 24 binary: this one if it is new enough, else the registry's `node-<os>-<arch>@24`, cached. */
function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return null
  const home = path.join(toolsDir, `node-${NODE_MAJOR}`)
  const bin = path.join(home, 'bin', 'node')
  if (!existsSync(bin)) {
    const pkg = `node-${process.platform}-${process.arch}@${NODE_MAJOR}`
    log(`Node ${process.versions.node} is older than ${NODE_MAJOR}: fetching ${pkg} from the npm registry…`)
    mkdirSync(toolsDir, { recursive: true })
    const tmp = mkdtempSync(path.join(toolsDir, 'node-download-'))
    run('npm', ['pack', pkg, '--pack-destination', tmp, '--silent'], {
      cwd: tmp,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    run('sh', ['-c', 'tar xzf *.tgz'], { cwd: tmp })
    rmSync(home, { recursive: true, force: true })
    renameSync(path.join(tmp, 'package'), home)
    rmSync(tmp, { recursive: true, force: true })
  }
  return bin
}

/** pnpm 10 from the PATH if it is there, else installed once into the cache folder. */
function ensurePnpm() {
  const found = versionOf('pnpm')
  if (found && Number(found.split('.')[0]) === PNPM_MAJOR) return
  const prefix = path.join(toolsDir, `pnpm-${PNPM_MAJOR}`)
  const bin = path.join(prefix, 'node_modules', '.bin')
  if (!existsSync(path.join(bin, 'pnpm'))) {
    log(`pnpm ${PNPM_MAJOR} not found (have ${found ?? 'none'}): installing it into ${prefix}…`)
    run(
      'npm',
      ['install', '--prefix', prefix, `pnpm@${PNPM_MAJOR}`, '--no-audit', '--no-fund', '--loglevel=error'],
      {
        stdio: ['ignore', 2, 2],
      },
    )
  }
  prependPath(bin)
}

/** Runs the long-lived child and passes Ctrl-C through, exiting with the child's own code. */
function handOver(cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root })
  const forward = (signal) => {
    // The terminal already sent SIGINT to the whole process group; only forward what came to us alone.
    if (signal !== 'SIGINT') child.kill(signal)
  }
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

function install() {
  log('Installing the workspace (pnpm install)…')
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'])
}

const commands = {
  /** For CI scripts: the PATH that puts Node 24 and pnpm 10 first, as a shell `export` line. */
  env() {
    console.log(`export PATH=${JSON.stringify(process.env.PATH)}`)
  },
  start() {
    install()
    log(`Building what is stale (turbo build)… [${seconds()}]`)
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])
    log(`Built. Starting the platform… [${seconds()}]`)
    handOver(process.execPath, ['--conditions=@unikit/source', 'infra/src/runner/main.ts'])
  },
  test() {
    install()
    log(`Lint, typecheck, unit and service tests… [${seconds()}]`)
    run('pnpm', [
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      '--filter=!@unikit/e2e',
      '--concurrency=3',
    ])
    log(`End-to-end tests in Chromium… [${seconds()}]`)
    // The journeys' own lint and typecheck first (they are code like any other), not beside the browser runs.
    run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', '--filter=@unikit/e2e'])
    run('pnpm', ['exec', 'turbo', 'run', 'test', '--filter=@unikit/e2e'])
    log(`All tests passed in ${seconds()}.`)
  },
}

const command = process.argv[2]
if (!(command in commands)) fail(`usage: node infra/bootstrap.mjs <${Object.keys(commands).join('|')}>`)

process.env.TURBO_TELEMETRY_DISABLED = '1'
process.env.DO_NOT_TRACK = '1'
const node24 = ensureNode()
if (node24) {
  // Continue under Node 24, with it first on the PATH for every tool started below.
  prependPath(path.dirname(node24))
  handOver(node24, [fileURLToPath(import.meta.url), ...process.argv.slice(2)])
} else {
  prependPath(path.dirname(process.execPath))
  ensurePnpm()
  commands[command]()
}
