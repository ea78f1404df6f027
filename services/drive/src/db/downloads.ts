import { sql } from 'kysely'
import type { DriveDb } from './schema.ts'

/**
 * Counts a student's download of a file, once per day (Vietnam's day): the day's row and the item's count change
 * in one statement, so two downloads at once count once.
 */
export async function countDownload(db: DriveDb, itemId: string, userId: string): Promise<void> {
  await sql`
    with added as (
      insert into daily_downloads (item_id, user_id, day)
      values (${itemId}, ${userId}, (now() at time zone 'Asia/Ho_Chi_Minh')::date)
      on conflict do nothing
      returning item_id
    )
    update items set download_count = download_count + 1 where id in (select item_id from added)`.execute(db)
}
