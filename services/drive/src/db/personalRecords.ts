import type { DriveDb } from './schema.ts'

/** Every row the archive keeps about a user: their uploads, stars, Helpful marks, downloads, rewards and reports. */
export async function findPersonalRecords(db: DriveDb, userId: string) {
  const [uploads, stars, reports, helpful, downloads, rewards] = await Promise.all([
    db
      .selectFrom('items')
      .select([
        'id',
        'name',
        'mime_type',
        'size',
        'status',
        'reject_reason',
        'created_at',
        'rights_confirmed_at',
      ])
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('stars').select(['item_id', 'created_at']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('item_reports')
      .select(['item_id', 'reason', 'note', 'created_at', 'resolved_at', 'outcome'])
      .where('reporter_id', '=', userId)
      .execute(),
    db.selectFrom('helpful_marks').select(['item_id', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('daily_downloads').select(['item_id', 'day']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('upload_rewards')
      .select(['item_id', 'amount', 'created_at', 'credited_at'])
      .where('user_id', '=', userId)
      .execute(),
  ])
  return { uploads, stars, reports, helpful, downloads, rewards }
}
