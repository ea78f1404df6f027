import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AdminError, adminArguments } from '@unikit/service-kit/admin'
import { landingEvent } from '../campaigns/landingEvent.ts'
import type { GiftsDb } from '../db/schema.ts'
import { exportClaims } from './exportClaims.ts'

export const exportUsage = `Usage: pnpm --filter @unikit/gifts export-claims [--campaign <slug>] [--out <file.csv>]

Writes every claim of the campaign (default: the one the landing page shows) as CSV: to the file, or to
stdout (then run pnpm with --silent so its own lines stay out of the file).
`

const { readArgs } = adminArguments(exportUsage)

/**
 * `export-claims`: returns what to print. `cwd` resolves a relative --out against where the user ran pnpm
 * (pnpm runs scripts in the package folder and passes the original folder as INIT_CWD).
 */
export async function exportClaimsCommand(db: GiftsDb, argv: string[], cwd: string): Promise<string> {
  const { values } = readArgs(
    argv,
    { campaign: { type: 'string' }, out: { type: 'string' } },
    { positionals: false },
  )
  const slug = values.campaign ?? (await landingEvent(db, new Date()))?.id
  if (!slug) throw new AdminError('There is no campaign yet')
  const csv = await exportClaims(db, slug)
  if (!values.out) return csv
  const file = path.resolve(cwd, values.out)
  await writeFile(file, csv)
  const rows = csv.split('\r\n').length - 2
  return `Wrote ${rows} claims of ${slug} to ${file}\n`
}
