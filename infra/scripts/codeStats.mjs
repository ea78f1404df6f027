#!/usr/bin/env node
// `node infra/scripts/codeStats.mjs [git-rev]`: the size of the source files (TypeScript, not tests, benches or
// e2e) and the queries written in services' route files, at a commit or in the working tree.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const rev = process.argv[2]
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 })
const files = (rev ? git('ls-tree', '-r', '--name-only', rev) : git('ls-files', '-co', '--exclude-standard'))
  .split('\n')
  .filter(Boolean)
const read = (file) => (rev ? git('show', `${rev}:${file}`) : readFileSync(file, 'utf8'))

const sources = files.filter(
  (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$|\.spec\.ts$|\/test\/|\/bench\/|^e2e\//.test(file),
)
const sizes = sources
  .map((file) => ({ file, lines: read(file).split('\n').length }))
  .sort((a, b) => a.lines - b.lines)
const median = sizes[Math.floor(sizes.length / 2)]
const largest = sizes.at(-1)
const routeFiles = files.filter(
  (file) => /^services\/[^/]+\/src\/routes\/.+\.ts$/.test(file) && !file.endsWith('.test.ts'),
)
const queries = routeFiles.reduce(
  (sum, file) =>
    sum + (read(file).match(/\b(selectFrom|insertInto|updateTable|deleteFrom)\b|\bsql`/g)?.length ?? 0),
  0,
)
console.log(`source files: ${sizes.length}`)
console.log(`median: ${median?.lines} lines (${median?.file})`)
console.log(`largest: ${largest?.lines} lines (${largest?.file})`)
console.log(`over 250 lines: ${sizes.filter((s) => s.lines > 250).length}`)
console.log(`queries in route files: ${queries} (in ${routeFiles.length} route files)`)
