import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** One script a page downloaded: its path, its bytes, and its size gzip-compressed as a server would send it. */
export type LoadedScript = { url: string; bytes: number; gzip: number }

/** The most the shell's initial JS may weigh, gzip (issue 16; docs/decisions/0622-shell-initial-js-budget.md). */
export const shellInitialJsBudget = 170 * 1024

/**
 * Every `.js` file the page downloads from `base` for `path` until the network is quiet. The shell's initial JS
 * is what `/404` loads: the shell's own page, no remote.
 */
export async function jsLoadedBy(page: Page, base: string, path: string): Promise<LoadedScript[]> {
  const loaded: LoadedScript[] = []
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

export const gzipTotal = (files: LoadedScript[]) => files.reduce((total, file) => total + file.gzip, 0)

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
