// The gift claim's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and
// `pg` only, running the statement the service runs for a claim (db/claims.ts `writeClaim`) with values made by
// the same functions (the draw, the code, the prize mail), from a campaign read at most a second ago as the
// service's snapshot is. No framework, hooks, validation, rate limit, logging or mail sending. Started by
// bench/claims.ts on a schema of its own; it answers what the service answers for a new address.
import { type BareHandler, startBareServer } from '@unikit/service-kit/bench'
import type pg from 'pg'
import type { DrawCandidate } from '../src/claims/drawGift.ts'
import { drawGift } from '../src/claims/drawGift.ts'
import { prizeCode } from '../src/claims/prizeCode.ts'
import { prizeMail } from '../src/claims/prizeMail.ts'
import type { Campaign as CampaignRow } from '../src/db/campaigns.ts'
import { readClaimEmail } from '../src/email/readClaimEmail.ts'

type Campaign = CampaignRow & { prizes: DrawCandidate[] }

const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8080'
const contactEmail = process.env.GIFT_CONTACT_EMAIL ?? 'support@unikit.vn'
let snapshot: { at: number; campaign: Promise<Campaign | undefined> } | undefined

function campaignOf(pool: pg.Pool, fresh: boolean): Promise<Campaign | undefined> {
  if (fresh || !snapshot || Date.now() - snapshot.at > 1000) {
    const campaign = (async () => {
      const found = await pool.query('select * from "campaigns" where "active" = $1', [true])
      const row = found.rows[0] as CampaignRow | undefined
      if (!row) return undefined
      const prizes = await pool.query(
        'select "gift", "weight" from "prizes" where "campaign_id" = $1 and "stock" > $2 and "weight" > $3',
        [row.id, 0, 0],
      )
      return { ...row, prizes: prizes.rows as DrawCandidate[] }
    })()
    snapshot = { at: Date.now(), campaign }
  }
  return snapshot.campaign
}

// writeClaim's statement as kysely sends it (its parameters numbered in order), with and without a prize mail.
function claimStatement(withMail: boolean) {
  const p = withMail ? 12 : 7
  return `
      with claim as (
        insert into gift_claims (campaign_id, email, mail_to, gift, code, idempotency_key)
        select id, $1, $2, $3, $4, $5
        from campaigns
        where id = $6 and active and starts_at <= now() and ends_at > now()
        on conflict (campaign_id, email) do nothing
        returning id, created_at
      ),
      mail as (${
        withMail
          ? `insert into kit_mail_outbox (kind, to_address, subject, text_body, html_body)
    select $7, $8, $9, $10, $11 from claim
    returning id`
          : 'select 1 as id where false'
      }),
      stock as (
        update prizes set stock = stock - 1
        where $${p} and campaign_id = $${p + 1} and gift = $${p + 2} and stock > 0
          and exists (select 1 from claim)
        returning 1
      )
      select created_at, case when $${p + 3} then 1 / (select count(*)::int from stock) else 1 end as taken
      from claim`
}
const statements = { withMail: claimStatement(true), withoutMail: claimStatement(false) }

const claim: BareHandler = async (request, pool) => {
  const body = request.body as { email?: unknown } | undefined
  if (typeof body?.email !== 'string') return { status: 400, body: { code: 'EMAIL_REQUIRED' } }
  const { mailTo, key } = readClaimEmail(body.email)
  for (let attempt = 0; attempt < 8; attempt++) {
    const campaign = await campaignOf(pool, attempt > 0)
    const now = new Date()
    if (!campaign || now < campaign.starts_at || now >= campaign.ends_at) {
      return { status: 409, body: { code: 'CAMPAIGN_ENDED' } }
    }
    const gift = drawGift(campaign.prizes, campaign.none_weight)
    const code = gift === 'NONE' ? null : prizeCode()
    const mail =
      gift === 'NONE' || !code
        ? null
        : prizeMail({ to: mailTo, gift, code, campaign, publicUrl, contactEmail })
    const mailValues = mail ? [mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null] : []
    const prize = mail !== null
    const values = [
      key,
      mailTo,
      gift,
      code,
      null,
      campaign.id,
      ...mailValues,
      prize,
      campaign.id,
      gift,
      prize,
    ]
    try {
      const result = await pool.query(prize ? statements.withMail : statements.withoutMail, values)
      const row = result.rows[0] as { created_at: Date } | undefined
      if (!row) return { status: 409, body: { code: 'EMAIL_ALREADY_USED' } }
      const data = { gift, email: mailTo, campaign: campaign.slug, claimedAt: row.created_at.toISOString() }
      return { status: 200, body: { status: 'success', data } }
    } catch (error) {
      // The sold-out guard (division by zero): draw again from a fresh read.
      if ((error as { code?: string }).code !== '22012') throw error
    }
  }
  return { status: 409, body: { code: 'CAMPAIGN_ENDED' } }
}

await startBareServer({ 'POST /gift/api/event/submit-email': claim })
