import { readFileSync } from 'node:fs'

/**
 * The 1,000 most common passwords (SecLists `10-million-password-list-top-1000.txt`, MIT licence), lower-cased.
 * Loaded once; checked without regard to case.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./commonPasswords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
)
