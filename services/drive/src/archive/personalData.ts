import type { DriveApp } from '../DriveApp.ts'

/** What the archive keeps about a user (docs/product/platform.md#your-data): uploads, stars and reports. */
export async function personalData(app: DriveApp, userId: string): Promise<Record<string, unknown>> {
  const [uploads, stars, reports] = await Promise.all([
    app.db
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
    app.db.selectFrom('stars').select(['item_id', 'created_at']).where('user_id', '=', userId).execute(),
    app.db
      .selectFrom('item_reports')
      .select(['item_id', 'reason', 'note', 'created_at', 'resolved_at', 'outcome'])
      .where('reporter_id', '=', userId)
      .execute(),
  ])
  return { uploads, stars, reports }
}
