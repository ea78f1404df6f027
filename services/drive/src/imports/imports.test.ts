import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { multipartBody, sampleFiles, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'
import { samplePdf } from '../seed/samplePdf.ts'
import { writeImportZip, type ZipFileSpec } from '../testing/importZip.ts'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'

let drive: RunningDrive
let staff: SignedIn
let student: SignedIn
let folder: string
let dir: string

beforeAll(async () => {
  drive = await startDrive({ JOBS_INTERVAL_MS: 3_600_000 })
  staff = await drive.accounts.staff()
  student = await drive.accounts.student()
  folder = await drive.folder(staff, 'Macroeconomics 1', 'core', 'ECON1192')
  await drive.folder(staff, 'Marketing', 'major', 'MKT')
  dir = await mkdtemp(join(tmpdir(), 'drive-import-'))
})
afterAll(async () => {
  await drive.close()
  await rm(dir, { recursive: true, force: true })
})

const pdf = (title: string) =>
  samplePdf({ title, course: 'ECON1192', paragraphs: [`${title}: the text inside.`], pages: 1 })

async function sendZip(path: string) {
  const form = await multipartBody([{ name: 'file', file: await readFile(path), filename: 'samples.zip' }])
  const response = await drive.app.inject({
    method: 'POST',
    url: '/api/private/drive/staff/import',
    headers: { ...form.headers, authorization: `Bearer ${staff.token}` },
    payload: form.payload,
  })
  return { status: response.statusCode, body: response.json() }
}

const view = async (id: string) =>
  (await drive.call(staff, 'GET', `/api/private/drive/staff/import?id=${id}`)).body.data

describe('bulk import from the desk', () => {
  it('dry-runs a zip of 12 files into 9 new, 1 duplicate and 2 errors, then imports the 9, each audited', async () => {
    const published = await drive.published(student, staff, folder, 'Already in the archive')
    const existing = await drive.app.db
      .selectFrom('items')
      .select('object_id')
      .where('id', '=', published)
      .executeTakeFirstOrThrow()
    const object = await drive.app.storage.get(existing.object_id as string)
    const chunks: Buffer[] = []
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer)
    const files: ZipFileSpec[] = []
    for (let n = 1; n <= 8; n++) {
      files.push({
        path: `econ/sample-${n}.pdf`,
        bytes: await pdf(`Import sample ${n}`),
        row: {
          title: `Import sample ${n}`,
          course: n % 2 ? 'ECON1192' : 'econ 1192',
          year: '2025',
          semester: '1',
          kind: 'essay',
        },
      })
    }
    files.push({
      path: 'mkt/diagram.png',
      bytes: sampleFiles.png(),
      row: { title: 'Brand positioning map', course: 'Marketing', kind: 'Case study' },
    })
    files.push({
      path: 'econ/again.pdf',
      bytes: Buffer.concat(chunks),
      row: { title: 'The same file again', course: 'ECON1192' },
    })
    files.push({
      path: 'econ/setup.exe',
      bytes: sampleFiles.exe(),
      row: { title: 'A program', course: 'ECON1192' },
    })
    files.push({
      path: 'econ/law.pdf',
      bytes: await pdf('Contract law'),
      row: { title: 'Contract law essay', course: 'LAW9999' },
    })
    const zipPath = join(dir, 'samples.zip')
    await writeImportZip(zipPath, files)

    const sent = await sendZip(zipPath)
    expect(sent.status).toBe(201)
    expect(sent.body.data.status).toBe('checking')
    const id = sent.body.data.id
    expect(
      (await drive.call(staff, 'POST', '/api/private/drive/staff/import/run', { id })).body.error.code,
    ).toBe('IMPORT_NOT_READY')
    await drive.app.jobs.drain()
    const checked = await view(id)
    expect(checked).toMatchObject({ status: 'checked', counts: { rows: 12, new: 9, duplicate: 1, error: 2 } })
    const byPath = Object.fromEntries(checked.rows.map((row: { path: string }) => [row.path, row]))
    expect(byPath['econ/again.pdf']).toMatchObject({
      status: 'duplicate',
      reason: 'This file is already in the archive',
    })
    expect(byPath['econ/setup.exe'].reason).toMatch(/^Not a type the archive takes/)
    expect(byPath['econ/law.pdf']).toMatchObject({
      status: 'error',
      reason: 'No course or major "LAW9999" in the archive',
    })

    expect((await drive.call(staff, 'POST', '/api/private/drive/staff/import/run', { id })).status).toBe(200)
    await drive.app.jobs.drain()
    expect(await view(id)).toMatchObject({ status: 'done', counts: { imported: 9, duplicate: 1, error: 2 } })
    // The desk lists it, newest first, with the same counts and no rows; students may not.
    const listed = await drive.call(staff, 'GET', '/api/private/drive/staff/imports')
    expect(listed.body.data[0]).toEqual({
      id,
      name: 'samples.zip',
      status: 'done',
      error: null,
      counts: { rows: 12, new: 0, duplicate: 1, error: 2, imported: 9 },
      created_at: expect.any(String),
    })
    expect((await drive.call(student, 'GET', '/api/private/drive/staff/imports')).status).toBe(403)
    const found = await drive.call(student, 'GET', '/api/private/drive/search?q=import sample')
    expect(found.body.total).toBe(8)
    expect(found.body.data[0]).toMatchObject({
      year: 2025,
      semester: 1,
      sample_kind: 'essay',
      course: { code: 'ECON1192' },
    })
    expect(found.body.data.every((item: { thumbnail_url: string | null }) => item.thumbnail_url)).toBe(true)
    // Text extraction as at upload: found by what the PDF says.
    expect(
      (await drive.call(student, 'GET', '/api/private/drive/search?q=the text inside')).body.total,
    ).toBeGreaterThanOrEqual(8)
    const audit = (
      await drive.call(staff, 'GET', '/api/private/drive/staff/audit?limit=50')
    ).body.data.filter((entry: { action: string }) => entry.action === 'import.row')
    expect(audit).toHaveLength(12)
    expect(
      audit.filter((entry: { details: { outcome: string } }) => entry.details.outcome === 'imported'),
    ).toHaveLength(9)
  }, 120_000)

  it('refuses a zip without a manifest, and a file that is not a zip', async () => {
    const zipPath = join(dir, 'bare.zip')
    const zip = new yazl.ZipFile()
    zip.addBuffer(Buffer.from(await pdf('Lonely')), 'a.pdf')
    zip.end()
    const parts: Buffer[] = []
    for await (const chunk of zip.outputStream) parts.push(chunk as Buffer)
    await writeFile(zipPath, Buffer.concat(parts))
    const sent = await sendZip(zipPath)
    await drive.app.jobs.drain()
    expect(await view(sent.body.data.id)).toMatchObject({
      status: 'failed',
      error: 'The zip has no manifest.csv at its root',
    })
    const notZip = join(dir, 'not.zip')
    await writeFile(notZip, await pdf('Not a zip'))
    expect((await sendZip(notZip)).status).toBe(415)
  })
})

describe('the import command', () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'resumes after being killed half-way: every file imported once, every row audited once',
    async () => {
      const files: ZipFileSpec[] = []
      for (let n = 1; n <= 40; n++) {
        files.push({
          path: `bulk/${n}.pdf`,
          bytes: await pdf(`Bulk sample number ${n}`),
          row: { title: `Bulk sample number ${n}`, course: 'ECON1192' },
        })
      }
      const zipPath = join(dir, 'bulk.zip')
      await writeImportZip(zipPath, files)
      const imported = async () =>
        Number(
          (
            await drive.app.db
              .selectFrom('items')
              .select(({ fn }) => fn.countAll().as('n'))
              .where('name', 'like', 'Bulk sample number %')
              .executeTakeFirstOrThrow()
          ).n,
        )
      const first = command(zipPath)
      while ((await imported()) < 8) await sleep(20)
      first.kill('SIGKILL')
      await new Promise((resolve) => first.once('close', resolve))
      const before = await imported()
      expect(before).toBeLessThan(40)

      const second = command(zipPath)
      const output = await outputOf(second)
      expect(output).toMatch(/Imported \d+ files/)
      expect(await imported()).toBe(40)
      const audit = await drive.app.db
        .withTables<{ kit_audit_log: { action: string; details: { path: string } } }>()
        .selectFrom('kit_audit_log')
        .select('details')
        .where('action', '=', 'import.row')
        .execute()
      const paths = audit.map((entry) => entry.details.path).filter((path) => path.startsWith('bulk/'))
      expect(paths).toHaveLength(40)
      expect(new Set(paths).size).toBe(40)
      const third = command(zipPath)
      const again = await outputOf(third)
      expect(again).toMatch(/nothing left to import/)
    },
    180_000,
  )
})

/** The command in its own process, on the test's schema and files folder. */
function command(zipPath: string) {
  const { config } = drive.app
  return spawn(
    process.execPath,
    ['--conditions=@unikit/source', new URL('./importCommand.ts', import.meta.url).pathname, zipPath],
    {
      env: {
        ...process.env,
        DATABASE_URL: config.DATABASE_URL,
        DATABASE_SCHEMA: config.DATABASE_SCHEMA,
        FILES_DIR: config.FILES_DIR,
        NODE_ENV: 'test',
        SEED_DEMO: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
}

/** What a command printed, once it has ended. */
function outputOf(child: ReturnType<typeof command>): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    child.stdout?.on('data', (chunk) => {
      text += chunk
    })
    child.once('close', () => resolve(text))
  })
}
