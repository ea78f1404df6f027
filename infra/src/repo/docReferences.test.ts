import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { markdownAnchors } from './markdownAnchors.ts'
import { repoFiles, repoRoot, sourceFiles } from './repoFiles.ts'

// This file names the patterns it looks for.
const thisFile = 'infra/src/repo/docReferences.test.ts'
const tracked = repoFiles()
const files = sourceFiles(tracked).filter((file) => file !== thisFile)
/** Where a reader is sent to our documents: code, and the documents and settings files themselves. */
const citingFiles = sourceFiles(tracked, ['.ts', '.tsx', '.mjs', '.css', '.sh', '.md', '.yaml']).filter(
  (file) => file !== thisFile,
)
const markdownFiles = tracked.filter((file) => file.endsWith('.md'))
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')
const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '')

const anchorsOf = new Map<string, Set<string> | null>()
/** The headings' anchors of a Markdown file of the repository, or null when there is no such file. */
function anchors(doc: string): Set<string> | null {
  if (!anchorsOf.has(doc)) {
    const full = path.join(repoRoot, doc)
    anchorsOf.set(doc, existsSync(full) ? markdownAnchors(readFileSync(full, 'utf8')) : null)
  }
  return anchorsOf.get(doc) ?? null
}

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

/** `ARCHITECTURE.md`, `ARCHITECTURE.md §2` or `ARCHITECTURE.md#5-where-code-lives`: the map and its sections. */
const ARCHITECTURE_REFERENCE = /ARCHITECTURE\.md(?:\s*§\s*(\d+)|#([\w-]+))?/g

/** `decision 0624`: a record named by its number alone. */
const DECISION_NUMBER = /\bdecisions?\s+(\d{4})\b/gi

/** `CHANGELOG.md (0167)`: the changelog line that carries a record folded out of `docs/decisions/`. */
const CHANGELOG_REFERENCE = /CHANGELOG\.md(?:\s*\((\d{4})\))?/g

/** `[text](../decisions/0715-translated-works.md#anchor)`: a Markdown link inside the repository. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g

const recordFiles = tracked.filter((file) => /^docs\/decisions\/\d{4}-[\w.-]+\.md$/.test(file))
const recordNumbers = new Set(recordFiles.map((file) => path.posix.basename(file).slice(0, 4)))

/** The numbers of a Markdown file's numbered headings (`## 2. Packages…` is section 2). */
function sectionNumbers(markdown: string): Set<string> {
  return new Set([...withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(\d+)\.\s/gm)].map(([, n = '']) => n))
}

/** Every match of `pattern` in the files that cite our documents, with the file it is in. */
function citations(pattern: RegExp): { file: string; match: RegExpMatchArray }[] {
  return citingFiles.flatMap((file) => [...read(file).matchAll(pattern)].map((match) => ({ file, match })))
}

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
    const found = citations(DOC_REFERENCE)
    const broken = found.flatMap(({ file, match: [reference, folder, name, anchor] }) => {
      const headings = anchors(`docs/${folder}/${name}`)
      return !headings || (anchor && !headings.has(anchor)) ? [`${file}: ${reference}`] : []
    })
    expect(found.length).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })

  it('name the map by a section it has (ARCHITECTURE.md §N or #anchor)', () => {
    const map = existsSync(path.join(repoRoot, 'ARCHITECTURE.md')) ? read('ARCHITECTURE.md') : null
    const found = citations(ARCHITECTURE_REFERENCE)
    const broken = found.flatMap(({ file, match: [reference, section, anchor] }) => {
      const ok =
        map !== null &&
        (!section || sectionNumbers(map).has(section)) &&
        (!anchor || markdownAnchors(map).has(anchor))
      return ok ? [] : [`${file}: ${reference}`]
    })
    // pnpm-workspace.yaml, packages/config and the gateway cite it by section.
    expect(found.filter(({ match }) => match[1]).length).toBeGreaterThanOrEqual(3)
    expect(broken).toEqual([])
  })

  it('name a decision by a number that has a record', () => {
    const broken = citations(DECISION_NUMBER).flatMap(({ file, match: [reference, number = ''] }) =>
      recordNumbers.has(number) ? [] : [`${file}: ${reference}`],
    )
    expect(broken).toEqual([])
  })

  it('name a changelog line that exists', () => {
    const changelog = existsSync(path.join(repoRoot, 'CHANGELOG.md')) ? read('CHANGELOG.md') : null
    const broken = citations(CHANGELOG_REFERENCE).flatMap(({ file, match: [reference, number] }) => {
      if (file === 'CHANGELOG.md') return []
      const ok = changelog !== null && (!number || new RegExp(`^- ${number}\\b`, 'm').test(changelog))
      return ok ? [] : [`${file}: ${reference}`]
    })
    expect(broken).toEqual([])
  })
})

describe('the Markdown documents', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = []
    for (const file of markdownFiles) {
      for (const [, target = ''] of withoutCodeBlocks(read(file)).matchAll(MARKDOWN_LINK)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue
        const [linked = '', anchor] = target.split('#')
        const doc = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file
        const exists = existsSync(path.join(repoRoot, doc))
        const headings = doc.endsWith('.md') ? anchors(doc) : null
        if (!exists || (anchor && doc.endsWith('.md') && !headings?.has(anchor)))
          broken.push(`${file}: ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('index every decision record in docs/decisions/README.md, and only those', () => {
    const index = read('docs/decisions/README.md')
    const listed = [...index.matchAll(/\]\((\d{4}-[\w.-]+\.md)\)/g)].map(
      ([, name]) => `docs/decisions/${name}`,
    )
    expect(recordFiles.length).toBeGreaterThan(100)
    expect([...new Set(listed)].sort()).toEqual([...recordFiles].sort())
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

describe('sectionNumbers', () => {
  it('reads the numbers of numbered headings, outside code blocks', () => {
    expect([
      ...sectionNumbers('# Map\n## 1. Picture\n```\n## 9. Not a heading\n```\n### 2. Packages\n'),
    ]).toEqual(['1', '2'])
  })
})
