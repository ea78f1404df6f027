import type { AuthUser } from '@unikit/service-kit'
import { insertOrderFeedback } from '../db/orderFeedback.ts'
import { findOwnOrder } from '../db/orders.ts'
import type { OrdersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** A rating of a delivered order by its owner: 1 to 5 stars, an optional comment, once per order. */
export async function rateOrder(
  db: OrdersDb,
  user: AuthUser,
  input: { orderId: number; score: number; content: string },
) {
  const order = await findOwnOrder(db, input.orderId, user.userId)
  if (!order) throw new errors.ORDER_NOT_FOUND()
  if (order.status !== 'admin_done') throw new errors.NOT_RATEABLE()
  try {
    await insertOrderFeedback(db, {
      orderId: order.id,
      score: input.score,
      content: input.content.trim(),
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new errors.ALREADY_RATED({ cause: error })
    throw error
  }
}
