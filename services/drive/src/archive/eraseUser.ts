import type { ErasedUser } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import type { DriveApp } from '../DriveApp.ts'
import {
  deleteDailyDownloads,
  deleteHelpfulMarks,
  deleteStars,
  deleteUnpublishedUploads,
  eraseReports,
  eraseRewards,
  forgetUploader,
} from '../db/erasedUploaders.ts'
import type { DriveDatabase } from '../db/schema.ts'

/**
 * A deleted account in the archive (docs/decisions/0630-delete-my-account.md): stars, Helpful marks, daily
 * downloads and unpaid rewards go, paid ones stay without whom; reports go (Recent
 * lives in the browser only), uploads still in review or rejected go with their files, and published ones stay
 * for the students who rely on them, without the uploader. Staff's audit entries stay: they name items, not
 * students.
 */
export async function eraseUser(
  app: DriveApp,
  trx: Transaction<DriveDatabase>,
  user: ErasedUser,
): Promise<Record<string, number>> {
  const stars = await deleteStars(trx, user.userId)
  const helpful = await deleteHelpfulMarks(trx, user.userId)
  const downloads = await deleteDailyDownloads(trx, user.userId)
  const rewards = await eraseRewards(trx, user.userId)
  const reports = await eraseReports(trx, user.userId)
  const deleted = await deleteUnpublishedUploads(trx, user.userId)
  for (const id of deleted.objects) await app.files.discard(trx, id)
  return {
    stars,
    helpful,
    downloads,
    rewards,
    reports,
    uploadsDeleted: deleted.uploads,
    uploadsKept: await forgetUploader(trx, user.userId),
  }
}
