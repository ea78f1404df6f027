// Measures what the browser downloads, gzip-compressed as a server would send it: the shell's initial JS (the
// page `/404`, which loads no remote) and, per remote, its entry and all of its own JS for its first route.
// Usage: node bench/measureBundles.ts [baseUrl]   (a running platform, e.g. `npm start`; default :8080)
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:8080'
const remotes: Record<string, string> = {
  landing: '/',
  citation: '/citation',
  archive: '/archive',
  orders: '/order/new',
  feedback: '/feedback',
}

type Loaded = { url: string; bytes: number; gzip: number }

async function jsLoadedBy(page: Page, path: string): Promise<Loaded[]> {
  const loaded: Loaded[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!url.endsWith('.js')) return
    pending.push(
      response.body().then((body) => {
        loaded.push({ url: url.replace(base, ''), bytes: body.length, gzip: gzipSync(body).length })
      }),
    )
  })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  return loaded
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const sum = (files: Loaded[]) => files.reduce((total, file) => total + file.gzip, 0)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const context = await browser.newContext()
  const shell = await jsLoadedBy(await context.newPage(), '/404')
  console.log(`shell initial JS: ${kb(sum(shell))} gzip in ${shell.length} files`)
  for (const [name, path] of Object.entries(remotes)) {
    // A signed-in session, so routes behind the login gate load their remote too.
    const page = await browser.newPage()
    await page.addInitScript(() => {
      const session = { token: 'measure', user: null, account: null, loginType: 'app' }
      localStorage.setItem('unikit:v2:session', JSON.stringify({ state: session, version: 0 }))
    })
    const files = (await jsLoadedBy(page, path)).filter((file) => file.url.includes(`/mf/${name}/`))
    const entry = files.find((file) => file.url.endsWith('remoteEntry.js'))
    console.log(
      `${name.padEnd(8)} entry ${kb(entry?.gzip ?? 0)} gzip; all of its own JS for ${path}: ${kb(sum(files))} gzip in ${files.length} files`,
    )
    await page.close()
  }
} finally {
  await browser.close()
}
