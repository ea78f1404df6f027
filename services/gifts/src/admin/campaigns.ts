import type { ServiceApp } from '@unikit/service-kit'
import { AdminError } from '@unikit/service-kit/admin'
import type { Selectable } from 'kysely'
import { MAX_WEIGHT } from '../claims/drawGift.ts'
import type { CampaignsTable } from '../db/schema.ts'

type Db = ServiceApp['db']
export type Campaign = Selectable<CampaignsTable>

export interface CampaignFields {
  name: string
  startsAt: Date
  endsAt: Date
  year: number
  noneWeight: number
  /** Activating a campaign switches every other one off: the landing page shows one. */
  active: boolean
}

const slugPattern = /^[a-z0-9][a-z0-9-]{0,62}$/

/** Creates a campaign; with `active`, it becomes the landing page's campaign. */
export async function createCampaign(
  db: Db,
  slug: string,
  fields: Partial<CampaignFields> & Pick<CampaignFields, 'name' | 'startsAt' | 'endsAt' | 'year'>,
): Promise<Campaign> {
  if (!slugPattern.test(slug)) {
    throw new AdminError(`The slug "${slug}" must be lower-case letters, digits and dashes (e.g. tet-2027)`)
  }
  const values = { noneWeight: 0, active: false, ...fields }
  checkFields(values)
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst()
    if (existing) throw new AdminError(`A campaign "${slug}" already exists; use campaign update`)
    if (values.active)
      await trx.updateTable('campaigns').set({ active: false }).where('active', '=', true).execute()
    return trx
      .insertInto('campaigns')
      .values({
        slug,
        name: values.name.trim(),
        starts_at: values.startsAt,
        ends_at: values.endsAt,
        year: values.year,
        none_weight: values.noneWeight,
        active: values.active,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

/** Changes what is given; the rest stays. */
export async function updateCampaign(
  db: Db,
  slug: string,
  changes: Partial<CampaignFields>,
): Promise<Campaign> {
  return db.transaction().execute(async (trx) => {
    const current = await findCampaign(trx, slug)
    const next: CampaignFields = {
      name: changes.name ?? current.name,
      startsAt: changes.startsAt ?? current.starts_at,
      endsAt: changes.endsAt ?? current.ends_at,
      year: changes.year ?? current.year,
      noneWeight: changes.noneWeight ?? current.none_weight,
      active: changes.active ?? current.active,
    }
    checkFields(next)
    if (next.active && !current.active) {
      await trx.updateTable('campaigns').set({ active: false }).where('active', '=', true).execute()
    }
    return trx
      .updateTable('campaigns')
      .set({
        name: next.name.trim(),
        starts_at: next.startsAt,
        ends_at: next.endsAt,
        year: next.year,
        none_weight: next.noneWeight,
        active: next.active,
        updated_at: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

export function listCampaigns(db: Db): Promise<Campaign[]> {
  return db.selectFrom('campaigns').selectAll().orderBy('starts_at', 'desc').execute()
}

export async function findCampaign(db: Db, slug: string): Promise<Campaign> {
  const campaign = await db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst()
  if (!campaign) throw new AdminError(`No campaign "${slug}" (see: admin campaign list)`)
  return campaign
}

function checkFields(fields: CampaignFields) {
  const name = fields.name.trim()
  if (name.length < 1 || name.length > 120) throw new AdminError('The name must be 1 to 120 characters')
  if (!(fields.endsAt > fields.startsAt)) throw new AdminError('The campaign must end after it starts')
  if (!Number.isInteger(fields.year) || fields.year < 2000 || fields.year > 2200) {
    throw new AdminError('The year must be a whole number between 2000 and 2200')
  }
  checkWeight(fields.noneWeight, 'The weight of NONE')
}

export function checkWeight(weight: number, what: string) {
  if (!Number.isInteger(weight) || weight < 0 || weight > MAX_WEIGHT) {
    throw new AdminError(`${what} must be a whole number from 0 to ${MAX_WEIGHT}`)
  }
}
