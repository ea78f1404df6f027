import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type Compiler, sources } from '@rspack/core'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Text assets worth compressing; images and fonts are compressed already, and source maps are not sent. */
const compressible = /\.(js|css|html|json|svg|txt)$/
/** Below this a compressed copy saves less than the request costs. */
const MIN_BYTES = 1024

/**
 * Writes a `.br` (Brotli, best quality) and a `.gz` copy beside each text asset of a production build, so the
 * gateway (`preCompressed`) and nginx (`gzip_static`) send them as they are: the best ratio at no cost per request.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // The last stage, so the Module Federation manifest and the minified files are all there.
        { name: 'PrecompressPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation
            .getAssets()
            .filter((asset) => compressible.test(asset.name) && asset.source.size() >= MIN_BYTES)
          await Promise.all(
            assets.map(async ({ name, source }) => {
              const bytes = source.buffer()
              const [br, gz] = await Promise.all([
                brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
                gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
              ])
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br))
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz))
            }),
          )
        },
      )
    })
  }
}
