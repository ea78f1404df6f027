import { createRequire } from 'node:module'
import path from 'node:path'
import { CopyRspackPlugin, LightningCssMinimizerRspackPlugin, SwcJsMinimizerRspackPlugin } from '@rspack/core'
import { createAppConfig } from '@unikit/config/rspack'

const appConfig = createAppConfig({
  appDir: import.meta.dirname,
  name: 'archive',
  kind: 'remote',
  devPort: 3003,
  title: 'Unikit archive (standalone)',
  // The course page's samples (docs/decisions/0764-the-course-page-composes-parts.md).
  parts: { './courseSamples': 'parts/courseSamples.ts' },
})

// pdf.js fetches these at run time, not through imports: character maps for Asian text, the standard fonts a PDF
// may name without embedding them, and the decoders of scanned images. They go beside the build, under the
// pdf.js version, where the viewer asks for them (src/features/viewer/PdfViewer.tsx).
const require = createRequire(import.meta.url)
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'))
const { version } = require('pdfjs-dist/package.json') as { version: string }

export default (...args: Parameters<typeof appConfig>) => {
  const config = appConfig(...args)
  // The worker is emitted as a file (the viewer's `new URL(...)`); named `.js`, it is precompressed like every
  // script, cached as a hashed asset, and served with a script's type by any server.
  config.module?.rules?.push({
    test: /pdf\.worker\.min\.mjs$/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:10].js' },
  })
  // pdf.js ships its worker and decoders minified; minifying them again only risks breaking them (the defaults
  // otherwise).
  config.optimization = {
    ...config.optimization,
    minimizer: [
      new SwcJsMinimizerRspackPlugin({ exclude: /pdf\.worker|pdfjs-/ }),
      new LightningCssMinimizerRspackPlugin(),
    ],
  }
  config.plugins = [
    ...(config.plugins ?? []),
    new CopyRspackPlugin({
      patterns: ['cmaps', 'standard_fonts', 'wasm'].map((folder) => ({
        from: path.join(pdfjsDir, folder),
        to: `assets/pdfjs-${version}/${folder}`,
        // The engine for scripts inside PDFs: react-pdf runs none, so it would be 470 KB for nothing.
        globOptions: { ignore: ['**/quickjs-*'] },
      })),
    }),
  ]
  return config
}
