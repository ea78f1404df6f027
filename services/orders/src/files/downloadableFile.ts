import { isStaffRole } from '@unikit/contracts/accounts'
import type { AuthUser } from '@unikit/service-kit'
import { findOrderFile, findOrderOfFile } from '../db/orderFiles.ts'
import type { OrdersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/**
 * An order's file this user may download: the owner of the file, of its order, or staff. Anyone else is told it
 * does not exist.
 */
export async function downloadableFile(db: OrdersDb, user: AuthUser, id: string) {
  const file = await findOrderFile(db, id)
  const order = file ? await findOrderOfFile(db, file.id) : undefined
  const allowed =
    file && (isStaffRole(user.role) || file.owner_id === user.userId || order?.user_id === user.userId)
  if (!file || !allowed) throw new errors.FILE_NOT_FOUND()
  return file
}
