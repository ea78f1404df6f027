import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownAnchors } from './markdownAnchors.ts'
import { repoFiles, repoRoot, sourceFiles } from './repoFiles.ts'

// This file names the patterns it looks for.
const files = sourceFiles(repoFiles()).filter((file) => file !== 'infra/src/repo/docReferences.test.ts')
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

/**
 * Comments that send a reader to the specification, which is not in the repository: code answers to our own
 * documents (`docs/product/…`, `docs/decisions/…`) instead.
 */
const SPEC_CITATION = /\bspec(?:ification)?(?:\s*§|\s+sections?\b|['’]s\b|:\s)|\(spec\b|\bthe spec\b/i

/** The comment on a line: after `//`, or the whole line inside a block comment. */
function commentOf(line: string): string {
  const trimmed = line.trim()
  if (trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed
  const slashes = line.indexOf('// ')
  return slashes >= 0 ? line.slice(slashes) : ''
}

/** `docs/product/orders.md#states`, `docs/decisions/0042-title.md` as code names them. */
const DOC_REFERENCE = /docs\/(product|decisions)\/([\w.-]+\.md)(?:#([\w-]+))?/g

describe('the documents code comments point to', () => {
  it('are ours: no comment cites the spec', () => {
    const citing = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          SPEC_CITATION.test(commentOf(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(citing).toEqual([])
  })

  it('exist, down to the heading', () => {
    const anchorsOf = new Map<string, Set<string> | null>()
    const anchors = (doc: string) => {
      if (!anchorsOf.has(doc)) {
        const full = path.join(repoRoot, doc)
        anchorsOf.set(doc, existsSync(full) ? markdownAnchors(readFileSync(full, 'utf8')) : null)
      }
      return anchorsOf.get(doc)
    }
    const broken: string[] = []
    let checked = 0
    for (const file of files) {
      for (const [reference, folder, name, anchor] of read(file).matchAll(DOC_REFERENCE)) {
        checked++
        const found = anchors(`docs/${folder}/${name}`)
        if (!found || (anchor && !found.has(anchor))) broken.push(`${file}: ${reference}`)
      }
    }
    expect(checked).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })
})

describe('markdownAnchors', () => {
  it('slugs headings as GitHub does', () => {
    expect([...markdownAnchors('# Orders\n## The `set_status` call!\n## Prices\n## Prices\n')]).toEqual([
      'orders',
      'the-set_status-call',
      'prices',
      'prices-1',
    ])
  })
})
