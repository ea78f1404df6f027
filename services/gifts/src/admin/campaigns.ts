import { AdminError } from '@unikit/service-kit/admin'
import { MAX_WEIGHT } from '../claims/drawGift.ts'
import {
  listCampaigns as allCampaigns,
  type Campaign,
  deactivateCampaigns,
  findCampaignBySlug,
  insertCampaign,
  updateCampaign as saveCampaign,
} from '../db/campaigns.ts'
import type { GiftsDb } from '../db/schema.ts'

export type { Campaign }

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
  db: GiftsDb,
  slug: string,
  fields: Partial<CampaignFields> & Pick<CampaignFields, 'name' | 'startsAt' | 'endsAt' | 'year'>,
): Promise<Campaign> {
  if (!slugPattern.test(slug)) {
    throw new AdminError(`The slug "${slug}" must be lower-case letters, digits and dashes (e.g. tet-2027)`)
  }
  const values = { noneWeight: 0, active: false, ...fields }
  checkFields(values)
  return db.transaction().execute(async (trx) => {
    if (values.active) await deactivateCampaigns(trx)
    const created = await insertCampaign(trx, { slug, ...columns(values) })
    if (!created) throw new AdminError(`A campaign "${slug}" already exists; use campaign update`)
    return created
  })
}

/** Changes what is given; the rest stays. */
export async function updateCampaign(
  db: GiftsDb,
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
    if (next.active && !current.active) await deactivateCampaigns(trx)
    return saveCampaign(trx, current.id, columns(next))
  })
}

export function listCampaigns(db: GiftsDb): Promise<Campaign[]> {
  return allCampaigns(db)
}

export async function findCampaign(db: GiftsDb, slug: string): Promise<Campaign> {
  const campaign = await findCampaignBySlug(db, slug)
  if (!campaign) throw new AdminError(`No campaign "${slug}" (see: admin campaign list)`)
  return campaign
}

function columns(fields: CampaignFields) {
  return {
    name: fields.name.trim(),
    starts_at: fields.startsAt,
    ends_at: fields.endsAt,
    year: fields.year,
    none_weight: fields.noneWeight,
    active: fields.active,
  }
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
