import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultRemotesManifest, remotesManifestReader } from './remotesManifest.ts'

async function manifestFile(content?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'remotes-'))
  const file = path.join(dir, 'remotes.json')
  if (content !== undefined) await writeFile(file, content)
  return file
}

const v7 = 'https://cdn.example/citation/v7/mf-manifest.json'
const v8 = 'https://cdn.example/citation/v8/mf-manifest.json'

describe('remotes.json as the gateway reads it', () => {
  it('reads every edit, with the default entry for remotes the file leaves out', async () => {
    const file = await manifestFile(JSON.stringify({ citation: v7 }))
    const read = remotesManifestReader(file, () => {})
    expect(await read()).toEqual({ ...defaultRemotesManifest(), citation: v7 })
    await writeFile(file, JSON.stringify({ citation: v8 }))
    expect((await read()).citation).toBe(v8)
  })

  it('keeps the last good manifest while the file is broken, logs once per error, and says when it reads again', async () => {
    const file = await manifestFile(JSON.stringify({ citation: v7 }))
    const lines: string[] = []
    const read = remotesManifestReader(file, (line) => lines.push(line))
    await read()

    await writeFile(file, '{ "citation": "https://cdn.example/citation/v8/mf-') // an edit half-saved
    for (let i = 0; i < 3; i += 1) expect((await read()).citation).toBe(v7)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(file)

    await rm(file) // a release moving the file
    expect((await read()).citation).toBe(v7)
    await writeFile(file, '["not", "a", "map"]')
    expect((await read()).citation).toBe(v7)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/ENOENT/)
    expect(lines[2]).toMatch(/not an object/)

    await writeFile(file, JSON.stringify({ citation: v8 }))
    expect((await read()).citation).toBe(v8)
    expect(lines).toHaveLength(4)
    expect(lines[3]).toMatch(/reads again/)
  })

  it('serves the defaults when the file is missing from the start', async () => {
    const lines: string[] = []
    const read = remotesManifestReader(await manifestFile(), (line) => lines.push(line))
    expect(await read()).toEqual(defaultRemotesManifest())
    expect(await read()).toEqual(defaultRemotesManifest())
    expect(lines).toHaveLength(1)
  })
})
