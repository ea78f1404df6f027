import { readFileSync } from 'node:fs'

/** The committed list and where it came from (written by `scripts/writeCommonPasswords.ts`). */
export interface CommonPasswordsFile {
  source: string
  selection: string
  generatedBy: string
  passwords: string[]
}

export const commonPasswordsFile: CommonPasswordsFile = JSON.parse(
  readFileSync(new URL('./commonPasswords.json', import.meta.url), 'utf8'),
)

/**
 * The 1,000 most common leaked passwords of 8 characters or more (the length rule already refuses shorter
 * ones), lower-cased; from `@zxcvbn-ts/language-common`'s ranked list. Loaded once; checked without regard
 * to case.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  commonPasswordsFile.passwords.map((password) => password.toLowerCase()),
)
