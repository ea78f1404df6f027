import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { firstViewPageFile, firstViewSlot, signedOutViewKey } from '@unikit/config/first-views'
import { describe, expect, it } from 'vitest'
import { renderNginxConfig } from './renderNginxConfig.ts'
import { renderWebNginxConfig } from './renderWebNginxConfig.ts'
import { writeFirstViewPages } from './writeFirstViewPages.ts'

async function put(root: string, file: string, content: unknown) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content))
}

describe('the first-view pages of the web image', () => {
  it('are written for / and /citation, and signed out for the gated pages, from the builds in the web root, each with its .gz', async () => {
    const www = await mkdtemp(path.join(tmpdir(), 'www-'))
    await put(www, 'index.html', '<html><head></head><body><div id="root"></div></body></html>')
    for (const remote of ['landing', 'citation']) {
      await put(www, `first-views/${remote}.json`, {
        narrow: `<nav>${firstViewSlot}</nav>`,
        wide: firstViewSlot,
      })
      await put(www, `mf/${remote}/first-views/index.json`, {
        narrow: `<h1>${remote}</h1>`,
        wide: `<h1>${remote}</h1>`,
      })
      await put(www, `mf/${remote}/mf-manifest.json`, {
        exposes: [{ path: './routes', assets: { css: { sync: ['r.css'] } } }],
      })
    }
    for (const tool of ['archive', 'feedback', 'course']) {
      await put(www, `first-views/${signedOutViewKey(tool)}.json`, {
        narrow: `<nav><p>Sign in for ${tool}</p></nav>`,
        wide: `<p>Sign in for ${tool}</p>`,
      })
    }

    const written = await writeFirstViewPages(www)

    expect(written.map((file) => path.relative(www, file))).toEqual([
      firstViewPageFile('/'),
      firstViewPageFile('/', 'signed-out'),
      firstViewPageFile('/citation'),
      firstViewPageFile('/citation', 'signed-out'),
      firstViewPageFile('/archive', 'signed-out'),
      firstViewPageFile('/feedback', 'signed-out'),
      firstViewPageFile('/course/:code', 'signed-out'),
    ])
    const citation = await readFile(path.join(www, firstViewPageFile('/citation')), 'utf8')
    expect(citation).toContain('<nav><h1>citation</h1></nav>')
    expect(citation).toContain('href="/mf/citation/r.css"')
    expect(
      gunzipSync(await readFile(path.join(www, `${firstViewPageFile('/citation')}.gz`))).toString(),
    ).toBe(citation)
    expect(citation).toContain('<div id="root" data-first-view-of="citation">')
    const signedOut = await readFile(path.join(www, firstViewPageFile('/citation', 'signed-out')), 'utf8')
    expect(signedOut).toContain('<div id="root" data-first-view-of="citation" data-signed-out="">')
    const archive = await readFile(path.join(www, firstViewPageFile('/archive', 'signed-out')), 'utf8')
    expect(archive).toContain('<div id="root" data-first-view-of="shell" data-signed-out="">')
    expect(archive).toContain('<p>Sign in for archive</p>')
    const course = await readFile(path.join(www, 'first-views/pages/course-signed-out.html'), 'utf8')
    expect(course).toContain('<p>Sign in for course</p>')
  })

  it('are what nginx serves at those paths (every course page for the course’s), the shell’s page anywhere else', () => {
    for (const config of [renderNginxConfig(), renderWebNginxConfig()]) {
      expect(config).toContain(`location = /citation {`)
      expect(config).toContain(
        `try_files /first-views/pages/citation-$unikit_session.html /${firstViewPageFile('/citation')} /index.html;`,
      )
      expect(config).toContain(
        `try_files /first-views/pages/index-$unikit_session.html /${firstViewPageFile('/')} /index.html;`,
      )
      expect(config).toContain('try_files $uri /index.html;')
      // A gated page's first view only without a session cookie: the file with the other name does not exist.
      expect(config).toContain(`map $http_cookie $unikit_session {`)
      expect(config).toContain(`try_files /first-views/pages/archive-$unikit_session.html /index.html;`)
      expect(firstViewPageFile('/archive', 'signed-out')).toBe('first-views/pages/archive-signed-out.html')
      // Every course's page, and nothing below one.
      expect(config).toContain(`location ~ "^/course/[^/]+$" {${''}`)
      expect(config).toContain(`try_files /first-views/pages/course-$unikit_session.html /index.html;`)
    }
  })
})
