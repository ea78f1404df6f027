import { type Compilation, type Compiler, HtmlRspackPlugin } from '@rspack/core'

type Origin = { module?: { identifier(): string } | null }

/**
 * The files every page of a host needs at start but only learns of once `main.js` has run: the chunks of its entry's
 * own `import()` (the bootstrap) and of the modules it provides to the share scope (React, the router, the design
 * system…). Not the consume fallbacks, which load only when no other app provides the module.
 */
export function bootFiles(compilation: Compilation, entryModule: string): string[] {
  const files = new Set<string>()
  for (const group of compilation.chunkGroups) {
    const origins = group.origins as Origin[]
    const atBoot = origins.some((origin) => {
      const id = origin.module?.identifier() ?? ''
      return id.startsWith('provide shared module (') || id.endsWith(`!${entryModule}`) || id === entryModule
    })
    if (!atBoot) continue
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file)
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort()
}

/**
 * Adds a `<link rel="preload">` to the host's page for each script of `bootFiles`, so they download beside `main.js`
 * instead of one round trip after it (docs/decisions/0623-landing-and-citation-lcp.md), and each stylesheet.
 */
export class PreloadBootChunksPlugin {
  readonly entryModule: string

  constructor(entryModule: string) {
    this.entryModule = entryModule
  }

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootChunksPlugin',
        async (data) => {
          // The CSS is a stylesheet of the page, not a preload: a first view in the page paints with it before any
          // script runs, and the chunk loader finds it there rather than adding it again (decision 0624).
          const preloads = bootFiles(compilation, this.entryModule).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${data.publicPath}${file}` }
              : { rel: 'preload', href: `${data.publicPath}${file}`, as: 'script' },
          }))
          data.assetTags.styles.unshift(...preloads)
          return data
        },
      )
    })
  }
}
