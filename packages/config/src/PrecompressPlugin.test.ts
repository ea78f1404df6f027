import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { rspack } from '@rspack/core'
import { describe, expect, it } from 'vitest'
import { PrecompressPlugin } from './PrecompressPlugin.ts'

async function build(source: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
  await writeFile(path.join(dir, 'entry.js'), source)
  const compiler = rspack({
    mode: 'production',
    devtool: false,
    context: dir,
    entry: { main: './entry.js', tiny: './entry.js' },
    output: { path: path.join(dir, 'dist') },
    plugins: [new PrecompressPlugin()],
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()))
      else compiler.close(() => resolve())
    }),
  )
  return path.join(dir, 'dist')
}

describe('PrecompressPlugin', () => {
  it('writes a Brotli and a gzip copy beside each text asset, the same bytes once decompressed', async () => {
    const dist = await build(`console.log(${JSON.stringify('citation '.repeat(400))})\n`)
    expect((await readdir(dist)).sort()).toEqual(
      ['main.js', 'main.js.br', 'main.js.gz', 'tiny.js', 'tiny.js.br', 'tiny.js.gz'].sort(),
    )
    const original = await readFile(path.join(dist, 'main.js'))
    const br = await readFile(path.join(dist, 'main.js.br'))
    expect(brotliDecompressSync(br).equals(original)).toBe(true)
    expect(gunzipSync(await readFile(path.join(dist, 'main.js.gz'))).equals(original)).toBe(true)
    expect(br.length).toBeLessThan(original.length / 10)
  })

  it('leaves files under 1 KiB alone: a copy would save less than it costs', async () => {
    const dist = await build('console.log(1)\n')
    expect((await readdir(dist)).sort()).toEqual(['main.js', 'tiny.js'])
  })
})
