import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** The repository's root: this file is `infra/src/repo/repoFiles.ts`. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..')

/**
 * The files git tracks or would track (untracked but not ignored), relative to the root, with `/` separators:
 * what a fresh clone holds, whatever build output or data lies around.
 */
export function repoFiles(root = repoRoot): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return output.split('\0').filter(Boolean)
}

/** Source files by extension: what the repository's own checks read. */
export function sourceFiles(files: string[], extensions = ['.ts', '.tsx', '.mjs', '.css', '.sh']): string[] {
  return files.filter((file) => extensions.some((extension) => file.endsWith(extension)))
}
