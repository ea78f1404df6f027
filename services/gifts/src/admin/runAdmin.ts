import { AdminError, adminArguments, resendFailedMail } from '@unikit/service-kit/admin'
import { type Campaign, createCampaign, listCampaigns, updateCampaign } from './campaigns.ts'
import type { GiftsAdminSession } from './openAdmin.ts'
import { addStock, listPrizes, type PrizeRow, readPrizeKind, setPrize } from './prizes.ts'

export const adminUsage = `Usage: pnpm --filter @unikit/gifts admin <command>

  campaign list
  campaign create <slug> --name <text> --starts <time> --ends <time> --year <yyyy>
                  [--none-weight <n>] [--active]
  campaign update <slug> [--name <text>] [--starts <time>] [--ends <time>] [--year <yyyy>]
                  [--none-weight <n>] [--active | --inactive]
  prize list <slug>
  prize set <slug> <CARD|TOTE_BAG|STARBUCK_GLASS|AIRPOD3> [--stock <n>] [--weight <n>]
  prize add-stock <slug> <prize> <n>      (restock; safe while claims come in)
  prize remove-stock <slug> <prize> <n>   (never below zero)
  mail resend                              (mail whose tries ran out, e.g. a long SMTP outage)

Times carry their zone, e.g. 2027-01-15T00:00+07:00. Activating a campaign switches the others off:
the landing page shows the one active campaign. Claims are taken while it is active and
starts <= now < ends. The weight of NONE is the chance of drawing nothing while prizes remain.
`

const options = {
  name: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  year: { type: 'string' },
  'none-weight': { type: 'string' },
  active: { type: 'boolean' },
  inactive: { type: 'boolean' },
  stock: { type: 'string' },
  weight: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const { readArgs, argument, required } = adminArguments(adminUsage)

/** Runs one admin command and returns what to print. Bad arguments throw an AdminError. */
export async function runAdmin(
  argv: string[],
  session: Pick<GiftsAdminSession, 'db' | 'outbox'>,
): Promise<string> {
  const { values, positionals } = readArgs(argv, options)
  const [noun, verb, ...rest] = positionals
  const db = session.db
  switch (`${noun ?? ''} ${verb ?? ''}`) {
    case 'campaign list':
      return formatCampaigns(await listCampaigns(db))
    case 'campaign create':
      return formatCampaigns([
        await createCampaign(db, argument(rest, 0, 'slug'), {
          name: required(values.name, '--name'),
          startsAt: instant(required(values.starts, '--starts'), '--starts'),
          endsAt: instant(required(values.ends, '--ends'), '--ends'),
          year: integer(required(values.year, '--year'), '--year'),
          noneWeight: optionalInteger(values['none-weight'], '--none-weight') ?? 0,
          active: values.active ?? false,
        }),
      ])
    case 'campaign update':
      return formatCampaigns([
        await updateCampaign(db, argument(rest, 0, 'slug'), {
          ...(values.name !== undefined && { name: values.name }),
          ...(values.starts !== undefined && { startsAt: instant(values.starts, '--starts') }),
          ...(values.ends !== undefined && { endsAt: instant(values.ends, '--ends') }),
          ...(values.year !== undefined && { year: integer(values.year, '--year') }),
          ...(values['none-weight'] !== undefined && {
            noneWeight: integer(values['none-weight'], '--none-weight'),
          }),
          ...(values.active && { active: true }),
          ...(values.inactive && { active: false }),
        }),
      ])
    case 'prize list':
      return formatPrizes(await listPrizes(db, argument(rest, 0, 'slug')))
    case 'prize set':
      return formatPrizes([
        await setPrize(db, argument(rest, 0, 'slug'), readPrizeKind(argument(rest, 1, 'prize')), {
          stock: optionalInteger(values.stock, '--stock'),
          weight: optionalInteger(values.weight, '--weight'),
        }),
      ])
    case 'prize add-stock':
    case 'prize remove-stock': {
      const amount = integer(argument(rest, 2, 'amount'), 'the amount')
      if (amount <= 0) throw new AdminError('The amount must be a whole number above 0')
      const delta = verb === 'add-stock' ? amount : -amount
      return formatPrizes([
        await addStock(db, argument(rest, 0, 'slug'), readPrizeKind(argument(rest, 1, 'prize')), delta),
      ])
    }
    case 'mail resend':
      return resendFailedMail(session)
    default:
      throw new AdminError(adminUsage)
  }
}

function integer(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw new AdminError(`${what} must be a whole number, not "${value}"`)
  return Number(value)
}

function optionalInteger(value: string | undefined, what: string): number | undefined {
  return value === undefined ? undefined : integer(value, what)
}

/** A moment with an explicit zone: `2027-01-15` alone would silently mean 07:00 in Vietnam. */
function instant(value: string, flag: string): Date {
  const date = new Date(value)
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value) || Number.isNaN(date.getTime())) {
    throw new AdminError(`${flag} must be a time with its zone, e.g. 2027-01-15T00:00+07:00`)
  }
  return date
}

function formatCampaigns(campaigns: Campaign[]): string {
  if (campaigns.length === 0) return 'No campaigns yet.\n'
  return campaigns
    .map(
      (c) =>
        `${c.active ? '*' : ' '} ${c.slug}  "${c.name}"  ${c.starts_at.toISOString()} → ${c.ends_at.toISOString()}` +
        `  year ${c.year}  none-weight ${c.none_weight}${c.active ? '  (active)' : ''}\n`,
    )
    .join('')
}

function formatPrizes(prizes: PrizeRow[]): string {
  if (prizes.length === 0) return 'No prizes yet: add them with prize set.\n'
  return prizes
    .map((p) => `${p.gift.padEnd(15)} stock ${p.stock}  weight ${p.weight}  awarded ${p.awarded}\n`)
    .join('')
}
