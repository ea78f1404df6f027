import type { ErasedUser } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import {
  blankFeedback,
  blankOrders,
  blankStudentReasons,
  blankThreads,
  deleteFileRows,
  studentFileIds,
} from '../db/erasedStudents.ts'
import type { OrdersDatabase } from '../db/schema.ts'
import type { OrdersApp } from '../OrdersApp.ts'

/**
 * A deleted account in orders (docs/decisions/0630-delete-my-account.md): orders, top-ups and owed credits are
 * money records and stay, tied to the anonymised account id; the student's instructions, comments, messages and typed
 * reasons go, and so do the files, uploaded and delivered alike (a deliverable was made for that one student
 * and nobody else may download it). Staff's audit entries stay: they name no student.
 */
export async function eraseUser(
  app: OrdersApp,
  trx: Transaction<OrdersDatabase>,
  user: ErasedUser,
): Promise<Record<string, number>> {
  const fileIds = await studentFileIds(trx, user.userId)
  for (const id of fileIds) await app.files.discard(trx, id)
  return {
    messages: await blankThreads(trx, user.userId),
    files: await deleteFileRows(trx, fileIds),
    orders: await blankOrders(trx, user.userId),
    feedback: await blankFeedback(trx, user.userId),
    reasons: await blankStudentReasons(trx, user.userId),
  }
}
