import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { firstViewSlot, signedOutViewKey } from '@unikit/config/first-views'
import { beforeAll, describe, expect, it } from 'vitest'
import { type FirstViewDirs, firstViewPage } from './firstViewPage.ts'
import { defaultRemotesManifest } from './remotesManifest.ts'

const page =
  '<html><head><link href="/boot.css" rel="stylesheet"></head><body><div id="root"></div></body></html>'
const fontFaces =
  '@font-face{src:url(/assets/vn-400.woff2)format("woff2");unicode-range:U+102-103,U+1EA0-1EF9}' +
  '@font-face{src:url(/assets/latin-400.woff2)format("woff2");unicode-range:U+??}'

async function writeJson(file: string, value: unknown) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(value))
}

const manifestOf = (css: string) => ({
  exposes: [{ path: './routes', assets: { css: { sync: [css], async: ['later.css'] } } }],
})

describe('firstViewPage', () => {
  let dirs: FirstViewDirs

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'first-view-'))
    const dir = (name: string) => path.join(root, name)
    dirs = {
      shellDir: dir('shell'),
      remoteDirs: {
        landing: dir('landing'),
        citation: dir('citation'),
        archive: dir('archive'),
        orders: dir('orders'),
        feedback: dir('feedback'),
      },
      releasesDir: dir('releases'),
    }
    await writeJson(path.join(dirs.shellDir, 'first-views/landing.json'), {
      narrow: `<header>bar</header>${firstViewSlot}`,
      wide: `<header>row</header>${firstViewSlot}`,
    })
    await writeFile(path.join(dirs.shellDir, 'boot.css'), fontFaces)
    await writeJson(path.join(dirs.remoteDirs.landing, 'first-views/index.json'), {
      narrow: '<h1>Năm mới</h1>',
      wide: '<h1>Năm mới!</h1>',
    })
    await writeJson(path.join(dirs.remoteDirs.landing, 'mf-manifest.json'), manifestOf('routes.1.css'))
    await writeJson(path.join(dir('releases'), 'landing/7/first-views/index.json'), {
      narrow: '<h1>Release 7</h1>',
      wide: '<h1>Release 7</h1>',
    })
    await writeJson(path.join(dir('releases'), 'landing/7/mf-manifest.json'), manifestOf('routes.7.css'))
  })

  const remotes = defaultRemotesManifest()

  it('puts the landing’s view in the shell’s frame at /, with its stylesheet and the fonts its text uses', async () => {
    const html = (await firstViewPage('/', page, remotes, dirs)) ?? ''
    expect(html).toContain('<div data-first-view="narrow"><header>bar</header><h1>Năm mới</h1></div>')
    expect(html).toContain('<div data-first-view="wide"><header>row</header><h1>Năm mới!</h1></div>')
    expect(html).toContain('<link rel="stylesheet" href="/mf/landing/routes.1.css">')
    expect(html).not.toContain('later.css')
    expect(html).toContain('href="/assets/vn-400.woff2"')
    expect(html).toContain('href="/assets/latin-400.woff2"')
    expect(html).toContain('<div id="root" data-first-view-of="landing">')
    // Sent without a session cookie, the page says so: its script need not ask.
    const signedOut = (await firstViewPage('/', page, remotes, dirs, undefined, true)) ?? ''
    expect(signedOut).toContain('<div id="root" data-first-view-of="landing" data-signed-out="">')
  })

  it('shows the build remotes.json names, a release included', async () => {
    const release = { ...remotes, landing: '/releases/landing/7/mf-manifest.json' }
    const html = (await firstViewPage('/', page, release, dirs)) ?? ''
    expect(html).toContain('<h1>Release 7</h1>')
    expect(html).toContain('<link rel="stylesheet" href="/releases/landing/7/routes.7.css">')
    expect(html).not.toContain('href="/assets/vn-400.woff2"')
  })

  it('gives a gated page the shell’s own view of its gate only to a visitor without a session cookie', async () => {
    await writeJson(path.join(dirs.shellDir, `first-views/${signedOutViewKey('archive')}.json`), {
      narrow: '<header>bar</header><p>Sign in to open the archive</p>',
      wide: '<header>row</header><p>Sign in to open the archive</p>',
    })
    const html = (await firstViewPage('/archive', page, remotes, dirs, undefined, true)) ?? ''
    expect(html).toContain('<div id="root" data-first-view-of="shell" data-signed-out="">')
    expect(html).toContain(
      '<div data-first-view="wide"><header>row</header><p>Sign in to open the archive</p></div>',
    )
    expect(html).toContain('href="/assets/latin-400.woff2"')
    expect(html).not.toContain('mf/archive')
    expect(await firstViewPage('/archive', page, remotes, dirs)).toBeUndefined()
    expect(await firstViewPage('/archive/majors', page, remotes, dirs, undefined, true)).toBeUndefined()
    // Not built: the shell's page as it is.
    expect(await firstViewPage('/feedback', page, remotes, dirs, undefined, true)).toBeUndefined()
  })

  it('has none for another page, a remote served from elsewhere or outside its folder, or a build without first views', async () => {
    expect(await firstViewPage('/citation/check', page, remotes, dirs)).toBeUndefined()
    expect(await firstViewPage('/citation', page, remotes, dirs)).toBeUndefined()
    const cdn = { ...remotes, landing: 'https://cdn.example/landing/mf-manifest.json' }
    expect(await firstViewPage('/', page, cdn, dirs)).toBeUndefined()
    const outside = { ...remotes, landing: '/mf/landing/../../shell/mf-manifest.json' }
    expect(await firstViewPage('/', page, outside, dirs)).toBeUndefined()
  })

  it('says why when a build is broken, but not when it simply has no first views', async () => {
    const logged: string[] = []
    await writeFile(path.join(dirs.remoteDirs.landing, 'first-views/index.json'), '{"narrow":')
    expect(await firstViewPage('/', page, remotes, dirs, (line) => logged.push(line))).toBeUndefined()
    expect(logged).toEqual([expect.stringMatching(/^first view of \/: .*JSON/)])
    await firstViewPage('/citation', page, remotes, dirs, (line) => logged.push(line))
    expect(logged).toHaveLength(1)
  })
})
