import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dictionary } from '@zxcvbn-ts/language-common'
import { COMMON_PASSWORD_COUNT, pickCommonPasswords } from '../src/password/pickCommonPasswords.ts'

/**
 * Writes src/password/commonPasswords.json from the ranked leaked-password list of the npm package
 * `@zxcvbn-ts/language-common` (MIT; a devDependency): `pnpm --filter @unikit/accounts common-passwords`.
 * Run it after changing the package's version in the catalog; a test checks the file still matches.
 */
const SOURCE = '@zxcvbn-ts/language-common'
const target = new URL('../src/password/commonPasswords.json', import.meta.url)
const { version, license } = createRequire(import.meta.url)(`${SOURCE}/package.json`) as {
  version: string
  license: string
}
const passwords = pickCommonPasswords(dictionary['passwords-common'])
const file = {
  source: `npm ${SOURCE}@${version} (${license} licence): its dictionary "passwords-common", most common first`,
  selection: `the first ${COMMON_PASSWORD_COUNT} of 8 to 128 characters, lower-cased (shorter ones fail the length rule)`,
  generatedBy: 'pnpm --filter @unikit/accounts common-passwords (scripts/writeCommonPasswords.ts)',
  passwords,
}
writeFileSync(target, `${JSON.stringify(file, null, 2)}\n`)
console.log(`wrote ${passwords.length} passwords to ${target.pathname}`)
