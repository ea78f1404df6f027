// Time from navigation to an interactive citation listing on a warm start: the page is loaded once (caches warm,
// remote registered in the HTTP cache), then each run navigates to /citation with a seeded workspace of 20
// citations and reads `performance.now()` (ms since navigation start) the moment the listing's table is visible
// and its first button is enabled. Prints each run and the median.
// Usage: pnpm run measure:listing [baseUrl] [runs]   (against a running platform, e.g. `npm start`; default
// http://localhost:8080, 9 runs), or node bench/citationListingReady.ts with the same arguments.
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:8080'
const runs = Number(process.argv[3] ?? 9)

const book = (n: number) => ({
  id: `bench${String(n).padStart(4, '0')}`,
  projectId: 1,
  formatId: 1,
  time: 1_700_000_000_000 + n,
  item: {
    type: 'book',
    author: [{ family: `Author${n % 7}`, given: 'Minh' }],
    issued: { 'date-parts': [[2000 + (n % 20)]] },
    title: `A book about topic ${n}`,
    publisher: 'Palgrave',
    'publisher-place': 'Basingstoke',
  },
})

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const context = await browser.newContext()
  await context.addInitScript(
    (citations) => {
      localStorage.setItem(
        'unikit:v2:citation:projects',
        JSON.stringify([{ id: 1, title: 'Bench', styleId: 'rmit-harvard' }]),
      )
      localStorage.setItem('unikit:v2:citation:active-project', '1')
      localStorage.setItem('unikit:v2:citation:citations', JSON.stringify(citations))
      localStorage.setItem('unikit:v2:citation:migration', '3')
    },
    Array.from({ length: 20 }, (_, n) => book(n)),
  )
  const page = await context.newPage()
  const ready = () =>
    page.waitForFunction(
      () => {
        const button = document.querySelector<HTMLButtonElement>(
          '[data-remote="citation"] table tbody button',
        )
        return button && !button.disabled && button.getBoundingClientRect().height > 0
          ? performance.now()
          : false
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )

  // Warm-up: caches and the HTTP cache filled, the service worker-free browser as a returning student has it.
  await page.goto(`${base}/citation/1`)
  await ready()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    await page.goto(`${base}/citation/1`)
    times.push(Number(await (await ready()).jsonValue()))
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  console.log(`runs (ms): ${times.map((t) => t.toFixed(0)).join(', ')}`)
  console.log(
    `navigation → interactive listing, warm start: median ${median.toFixed(0)} ms over ${runs} runs`,
  )
} finally {
  await browser.close()
}
