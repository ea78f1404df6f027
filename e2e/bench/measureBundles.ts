// Measures what the browser downloads, gzip-compressed as a server would send it: the shell's initial JS (the
// page `/404`, which loads no remote) and, per remote, its entry and all of its own JS for its first route.
// Usage: node bench/measureBundles.ts [baseUrl]   (a running platform, e.g. `npm start`; default :8080)
import { chromium } from '@playwright/test'
import { gzipTotal, jsLoadedBy, kib, shellInitialJsBudget } from './jsLoadedBy.ts'

const base = process.argv[2] ?? 'http://localhost:8080'
const remotes: Record<string, string> = {
  landing: '/',
  citation: '/citation',
  archive: '/archive',
  orders: '/order/new',
  feedback: '/feedback',
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const context = await browser.newContext()
  const shell = await jsLoadedBy(await context.newPage(), base, '/404')
  console.log(
    `shell initial JS: ${kib(gzipTotal(shell))} gzip in ${shell.length} files (budget ${kib(shellInitialJsBudget)})`,
  )
  // A signed-in session (the demo student, by the HttpOnly cookie accounts sets), so routes behind the login gate
  // load their remote too.
  const signedIn = await browser.newContext()
  const login = await signedIn.request.post(`${base}/api/private/login`, {
    data: { email: 'demo@rmit.edu.vn', password: 'Unikit-demo-2026' },
    headers: { Origin: base },
  })
  if (!login.ok()) throw new Error(`The demo student could not sign in: ${login.status()}`)
  for (const [name, path] of Object.entries(remotes)) {
    const page = await signedIn.newPage()
    const files = (await jsLoadedBy(page, base, path)).filter((file) => file.url.includes(`/mf/${name}/`))
    const entry = files.find((file) => file.url.endsWith('remoteEntry.js'))
    console.log(
      `${name.padEnd(8)} entry ${kib(entry?.gzip ?? 0)} gzip; all of its own JS for ${path}: ${kib(gzipTotal(files))} gzip in ${files.length} files`,
    )
    await page.close()
  }
} finally {
  await browser.close()
}
