import { codeWithoutComments } from './codeWithoutComments.ts'

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `import.meta.resolve('x')`, `require('x')`. */
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\.meta\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
]

/** The module specifiers a TypeScript or JavaScript source imports, in order of appearance per kind. */
export function importSpecifiers(source: string): string[] {
  const code = codeWithoutComments(source)
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''))
}
