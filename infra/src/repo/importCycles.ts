import { readFileSync } from 'node:fs'
import path from 'node:path'
import { importSpecifiers } from './importSpecifiers.ts'

const isCode = (file: string) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file)

/**
 * The circles of relative imports among `files` (each as the files in it, sorted): two modules that import each
 * other, directly or round a longer loop. Type-only imports count too: a circle of types is still a circle of
 * concepts to read. Tests are left out (a test imports what it tests).
 */
export function findImportCycles(root: string, files: string[]): string[][] {
  const code = new Set(files.filter(isCode))
  const graph = new Map<string, string[]>()
  for (const file of code) {
    const targets = importSpecifiers(readFileSync(path.join(root, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
      .filter((target) => code.has(target))
    graph.set(file, targets)
  }
  return stronglyConnected(graph)
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
}

/** Tarjan's strongly connected components, iteratively (a deep import chain must not overflow the stack). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== frame.node)
        groups.push(group)
      }
    }
  }
  return groups
}
