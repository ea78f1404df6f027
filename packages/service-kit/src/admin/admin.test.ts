import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ExampleConfig,
  type ExampleDatabase,
  exampleMigrations,
  exampleService,
  exampleSettings,
} from '../fixtures/exampleService.ts'
import { readOutbox } from '../mail/outbox.ts'
import { testDatabaseOptions } from '../testing/testDatabase.ts'
import { AdminError } from './AdminError.ts'
import { adminArguments, wantsHelp } from './adminArguments.ts'
import { openAdminSession } from './openAdminSession.ts'

let outbox: string
let idlePort: number

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'unikit-admin-outbox-'))
  idlePort = await freePort()
})
afterAll(() => rm(outbox, { recursive: true, force: true }))

/** A port nothing listens on (it was free a moment ago). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const open = (env: Record<string, string | undefined>) =>
  openAdminSession<ExampleDatabase, ExampleConfig>({
    service: exampleService,
    settings: exampleSettings,
    migrations: exampleMigrations,
    env,
  })

describe('openAdminSession', () => {
  it('opens the migrated database and the outbox with the service settings', async () => {
    const { config } = await testDatabaseOptions()
    const session = await open({
      DATABASE_URL: config.DATABASE_URL,
      DATABASE_SCHEMA: config.DATABASE_SCHEMA,
      DATA_DIR: config.DATA_DIR,
      PORT: String(idlePort),
      OUTBOX_DIR: outbox,
      GREETING: 'xin chào',
    })
    try {
      expect(session.config).toMatchObject({ GREETING: 'xin chào', OUTBOX_DIR: outbox })
      await session.db.insertInto('notes').values({ body: 'from the terminal' }).execute()
      expect(await session.db.selectFrom('notes').select('body').execute()).toEqual([
        { body: 'from the terminal' },
      ])
      await session.outbox.enqueue(session.db, {
        kind: 'report',
        to: 'ops@rmit.edu.vn',
        subject: 'Report',
        text: 'All done',
      })
      await session.outbox.drain()
      expect(await readOutbox(outbox, { to: 'ops@rmit.edu.vn', limit: 5 })).toMatchObject([
        { subject: 'Report', text: 'All done' },
      ])
    } finally {
      if (config.DATABASE_URL) {
        await sql`drop schema if exists ${sql.id(session.config.DATABASE_SCHEMA)} cascade`.execute(session.db)
      }
      await session.close()
    }
  })

  it('refuses the PGlite database while the service answers, naming the service', async () => {
    const service = createServer((_request, response) => response.end('{"status":"ok"}')).listen(
      0,
      '127.0.0.1',
    )
    await new Promise((resolve) => service.once('listening', resolve))
    const { port } = service.address() as AddressInfo
    try {
      const attempt = open({ DATA_DIR: 'memory://', PORT: String(port), OUTBOX_DIR: outbox })
      await expect(attempt).rejects.toBeInstanceOf(AdminError)
      await expect(attempt).rejects.toThrow(
        `The example service answers at http://127.0.0.1:${port}/healthz and uses the PGlite database in memory://`,
      )
    } finally {
      await new Promise((resolve) => service.close(resolve))
    }
  })
})

/**
 * Stderr without the warnings Node itself prints (early Node 24 releases announce type stripping as
 * experimental), which are not the command's output.
 */
function withoutNodeWarnings(stderr: string): string {
  return stderr
    .split(/(?<=\n)/)
    .filter((line) => !/^\(node:\d+\) \w*Warning: |^\(Use `node --trace-warnings \.\.\.`/.test(line))
    .join('')
}

describe('runAdminCommand', () => {
  const entry = new URL('../fixtures/exampleAdmin.ts', import.meta.url).pathname
  const run = (outcome: string) =>
    promisify(execFile)(process.execPath, ['--conditions=@unikit/source', entry, outcome], {
      env: { PATH: process.env.PATH, DATA_DIR: 'memory://', PORT: String(idlePort), OUTBOX_DIR: outbox },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr: withoutNodeWarnings(stderr) }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        ...error,
        stderr: withoutNodeWarnings(error.stderr),
      }),
    )

  it('prints what the command returns and closes the session', async () => {
    expect(await run('ok')).toMatchObject({ code: 0, stdout: 'hello\n', stderr: 'closed\n' })
  })

  it('prints an AdminError alone on stderr and exits with 1', async () => {
    expect(await run('mistake')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'No note "x" (see: admin notes list)\nclosed\n',
    })
  })

  it('lets any other error through with its stack, after closing the session', async () => {
    const { code, stderr } = await run('bug')
    expect(code).toBe(1)
    expect(stderr).toMatch(/^closed\n.*TypeError: notes is not iterable\n\s+at /s)
  })
})

describe('admin arguments', () => {
  const usage = 'Usage: admin <command>\n'
  const { readArgs, argument, required, requiredText } = adminArguments(usage)
  const options = { name: { type: 'string' }, active: { type: 'boolean' } } as const

  it('asks for help when empty or told to', () => {
    expect([[], ['--help'], ['list', '-h'], ['help']].map(wantsHelp)).toEqual([true, true, true, true])
    expect(wantsHelp(['list'])).toBe(false)
  })

  it('reads options and positionals, and answers mistakes with the usage', () => {
    expect(readArgs(['create', 'tet', '--name', 'Tết', '--active'], options)).toEqual({
      values: { name: 'Tết', active: true },
      positionals: ['create', 'tet'],
    })
    expect(() => readArgs(['--colour'], options)).toThrow(
      new AdminError(
        `Unknown option '--colour'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- "--colour"\n\n${usage}`,
      ),
    )
    expect(() => readArgs(['extra'], options, { positionals: false })).toThrow(AdminError)
  })

  it('requires positional arguments and options', () => {
    expect(argument(['tet'], 0, 'slug')).toBe('tet')
    expect(() => argument([], 0, 'slug')).toThrow(new AdminError(`Missing the slug\n\n${usage}`))
    expect(required(' Tết ', '--name')).toBe(' Tết ')
    expect(() => required(undefined, '--name')).toThrow(new AdminError(`--name is required\n\n${usage}`))
    expect(requiredText(' Tết ', '--name')).toBe('Tết')
    expect(() => requiredText('  ', '--name')).toThrow(new AdminError(`--name is required\n\n${usage}`))
  })
})
