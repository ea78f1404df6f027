import { isStaffRole } from '@unikit/contracts/accounts'
import {
  type FileInput,
  type OrderCreateBody,
  type RaCreateBody,
  researchPrice,
} from '@unikit/contracts/orders'
import { type AuthUser, fileTypes } from '@unikit/service-kit'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { insertOrderEvent } from '../db/orderEvents.ts'
import { findOrderFile, findOrderOfFile } from '../db/orderFiles.ts'
import { insertOrder } from '../db/orders.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { completePayment } from './payOrder.ts'

const DAY_MS = 86_400_000

/**
 * Places an order (docs/product/orders.md#placing-an-order). A Sample Citation starts `new` and waits for the
 * staff's quote. A Research Assistant order is priced by the server (never by the client), given its deadline, and
 * paid in the same step: a balance that does not cover it answers 409 with the shortfall and no order is created.
 */
export async function createOrder(
  app: OrdersApp,
  accounts: AccountsClient,
  user: AuthUser,
  body: OrderCreateBody,
) {
  if (isStaffRole(user.role)) throw new errors.STAFF_CANNOT_ORDER()
  const instruction = body.instruction.trim()
  if (!instruction) throw new errors.VALIDATION_FAILED('body.instruction is required')
  const fileId = fileIdOf(body.file_input)
  await checkInputFile(app, user.userId, fileId, body.type)
  if (body.type === 'sc') {
    return app.db.transaction().execute(async (trx) => {
      const order = await insertOrder(trx, {
        user_id: user.userId,
        type: 'sc',
        instruction,
        file_input_id: fileId,
      })
      await insertOrderEvent(trx, {
        orderId: order.id,
        from: null,
        to: 'new',
        actorId: user.userId,
        actor: 'student',
      })
      return order
    })
  }
  const price = researchPrice({ words: body.word_count, days: body.days, extraSources: body.source_count })
  // A client that shows its own price (the original product's) is never charged a different one unasked.
  if (body.price !== undefined && body.price !== price) throw new errors.PRICE_CHANGED(`${price} VND`)
  const pending = await insertOrder(app.db, {
    user_id: user.userId,
    type: 'ra',
    status: 'payment_pending',
    instruction,
    file_input_id: fileId,
    ...researchDetails(body),
    price,
    deadline: new Date(Date.now() + body.days * DAY_MS),
    payment_back: null,
    payment_started_at: new Date(),
  })
  const paid = await completePayment(app, accounts, pending, { actorId: user.userId, from: 'new-order' })
  return paid ?? pending
}

function researchDetails(body: RaCreateBody) {
  const other = body.area_code === 'other'
  const areaName = body.area_name?.trim() ?? ''
  if (other && !areaName) throw new errors.DETAIL_REQUIRED('Say which area the research is in')
  return {
    area_code: body.area_code,
    area_name: other ? areaName : null,
    word_count: body.word_count,
    level: body.level,
    days: body.days,
    source_count: body.source_count,
  }
}

/** An order's file by its id, or by the upload's `data` object the original product's clients send. */
const fileIdOf = (input: FileInput) => (typeof input === 'string' ? input : input.id)

/** What a Sample Citation takes: a Word document (docs/product/orders.md#files). */
const wordTypes: readonly string[] = [fileTypes.docx, fileTypes.cfb]

/**
 * The file must be the student's own, uploaded for this kind of order (or, uploaded without a purpose, a Word
 * document a Sample Citation takes too), and not already another order's.
 */
async function checkInputFile(app: OrdersApp, userId: string, fileId: string, type: 'sc' | 'ra') {
  const file = await findOrderFile(app.db, fileId)
  if (!file || file.owner_id !== userId)
    throw new errors.WRONG_FILE('Upload the file again: it was not found')
  const fits =
    file.purpose === type || (type === 'sc' && file.purpose === 'ra' && wordTypes.includes(file.content_type))
  if (!fits) throw new errors.WRONG_FILE('This file was uploaded for the other kind of order')
  if (await findOrderOfFile(app.db, fileId))
    throw new errors.WRONG_FILE('This file belongs to another order: upload it again')
}
