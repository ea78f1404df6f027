import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type RunningAccounts, type SignedIn, startAccounts } from '@unikit/accounts/testing'
import { buildTestApp, type ServerProcess, startServerProcess } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { TeachersApp } from '../TeachersApp.ts'

// The real drive service, as a process, told by the real teachers service: the one course list
// (docs/decisions/0763-one-course-list.md) reaches the archive's course folders.
let accounts: RunningAccounts
let drive: ServerProcess
let teachers: TeachersApp
let staff: SignedIn
let files: string

const driveCall = async (method: 'GET' | 'POST', path: string, body?: object) => {
  const response = await fetch(`${drive.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${staff.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return (await response.json()) as { data: Record<string, unknown> & { folder?: { name: string } } }
}

beforeAll(async () => {
  accounts = await startAccounts()
  staff = await accounts.staff()
  files = await mkdtemp(join(tmpdir(), 'unikit-teachers-drive-'))
  const driveDir = dirname(createRequire(import.meta.url).resolve('@unikit/drive/package.json'))
  drive = await startServerProcess(join(driveDir, 'src', 'server.ts'), {
    ACCOUNTS_URL: accounts.url,
    INTERNAL_TOKEN: accounts.internalToken,
    FILES_DIR: files,
    OUTBOX_DIR: join(files, 'outbox'),
  })
  await driveCall('POST', '/api/private/drive/staff/folder/create', {
    parent_id: 'core',
    name: 'Kinh tế vĩ mô',
    code: 'ECON1192',
  })
  teachers = await buildTestApp(buildApp, {
    config: { ACCOUNTS_URL: accounts.url, INTERNAL_TOKEN: accounts.internalToken, DRIVE_URL: drive.url },
  })
}, 60_000)
afterAll(async () => {
  await teachers?.close()
  await drive?.stop()
  await accounts?.close()
  await rm(files, { recursive: true, force: true })
})

it('a course added to the list names the archive’s folder with its code', async () => {
  const created = await teachers.inject({
    method: 'POST',
    url: '/api/private/teacher/staff/course/create',
    headers: { authorization: `Bearer ${staff.token}` },
    payload: { code: 'ECON1192', name: 'Macroeconomics 1' },
  })
  expect(created.statusCode).toBe(200)
  await teachers.jobs.drain()
  const shelf = await driveCall('GET', '/api/private/drive/course?code=ECON1192')
  expect(shelf.data.folder?.name).toBe('Macroeconomics 1')
})
