import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { firstViewPageFile } from '@unikit/config/first-views'
import { SESSION_COOKIE } from '@unikit/config/session-cookie'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../testing/rawRequest.ts'
import { type RunningNginx, startNginx } from '../testing/startNginx.ts'

// What the web image's nginx sends for the pages with first views (docs/decisions/0761-signed-out-first-views-of-gated-pages.md,
// docs/decisions/0766-course-page-first-views.md), from pages as writeFirstViewPages leaves them.
describe('the first-view pages in a running nginx', () => {
  let nginx: RunningNginx
  let ca: string
  let webRoot: string

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'unikit-www-'))
    const put = async (file: string, text: string) => {
      await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true })
      await writeFile(path.join(webRoot, file), text)
    }
    await put('index.html', 'the shell as built')
    await put(firstViewPageFile('/archive', 'signed-out'), 'the archive gate')
    await put(firstViewPageFile('/course/:code', 'signed-out'), 'the course gate')
    // No service answers: these are all pages.
    nginx = await startNginx({ upstream: () => '127.0.0.1:9', webRoot })
    ca = readFileSync(nginx.certificate, 'utf8')
  }, 30_000)
  afterAll(async () => {
    await nginx?.stop()
    await rm(webRoot, { recursive: true, force: true })
  })

  const page = async (at: string, cookie?: string) =>
    (
      await rawRequest(`https://localhost:${nginx.httpsPort}`, {
        method: 'GET',
        path: at,
        ca,
        ...(cookie ? { headers: { cookie } } : {}),
      })
    ).body

  it('sends every course’s page its gate without a session cookie, and the shell with one', async () => {
    expect(await page('/course/ECON1192')).toBe('the course gate')
    expect(await page('/course/COSC2101')).toBe('the course gate')
    expect(await page('/course/ECON1192', `theme=dark; ${SESSION_COOKIE}=abc`)).toBe('the shell as built')
    expect(await page('/archive')).toBe('the archive gate')
  })

  it('sends the shell anywhere below a course’s page or the archive', async () => {
    expect(await page('/course/ECON1192/more')).toBe('the shell as built')
    expect(await page('/course/')).toBe('the shell as built')
    expect(await page('/archive/majors')).toBe('the shell as built')
  })
})
