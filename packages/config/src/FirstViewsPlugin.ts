import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Compiler } from '@rspack/core'
import type { FirstViewHtml } from './composeFirstView.ts'
import { firstViewFile, firstViewsDir } from './firstViews.ts'

/** What an app's `src/firstViews.tsx` exports: its first views by key (a remote's view, or the shell's frame by remote). */
export type FirstViewsModule = { renderFirstViews(): Promise<Record<string, FirstViewHtml>> }

/** Where in the output folder the Node build of `firstViews.tsx` sits until it has run. */
export const firstViewsBundleDir = '.first-views'

/**
 * Once the Node build of `src/firstViews.tsx` is written, runs it and writes each first view to the browser build's
 * `first-views/<key>.json` beside it (docs/decisions/0624-first-views-in-the-page.md). A render that throws fails the build:
 * a page without its first view still works, but nobody would notice it had gone.
 */
export class FirstViewsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstViewsPlugin', async () => {
      const outputDir = compiler.options.output.path ?? ''
      const bundleDir = path.join(outputDir, firstViewsBundleDir)
      try {
        const bundle = pathToFileURL(path.join(bundleDir, 'firstViews.mjs')).href
        const module = (await import(`${bundle}?at=${Date.now()}`)) as FirstViewsModule
        const views = await module.renderFirstViews()
        await mkdir(path.join(outputDir, firstViewsDir), { recursive: true })
        for (const [key, view] of Object.entries(views)) {
          await writeFile(path.join(outputDir, firstViewFile(key)), `${JSON.stringify(view)}\n`)
        }
      } finally {
        await rm(bundleDir, { recursive: true, force: true })
      }
    })
  }
}
