import { orderTypeNames } from '@unikit/contracts/orders'
import { type AuditSubject, auditSubjectIds, auditSubjectKey } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { OrdersDatabase } from './schema.ts'

const numeric = (ids: string[]) => ids.map(Number).filter(Number.isSafeInteger)

/** How staff know the orders and top-ups of a page of the audit log: "#12 Sample Citation", a top-up's reference. */
export async function auditSubjectNames(
  db: Kysely<OrdersDatabase>,
  subjects: AuditSubject[],
): Promise<Map<string, string>> {
  const orderIds = numeric(auditSubjectIds(subjects, 'order'))
  const topupIds = numeric(auditSubjectIds(subjects, 'topup'))
  const [orders, topups] = await Promise.all([
    orderIds.length > 0
      ? db.selectFrom('orders').select(['id', 'type']).where('id', 'in', orderIds).execute()
      : [],
    topupIds.length > 0
      ? db.selectFrom('topups').select(['id', 'reference']).where('id', 'in', topupIds).execute()
      : [],
  ])
  return new Map([
    ...orders.map((order) => [
      auditSubjectKey('order', String(order.id)),
      `#${order.id} ${orderTypeNames[order.type]}`,
    ]),
    ...topups.map((topup) => [auditSubjectKey('topup', String(topup.id)), `Top-up ${topup.reference}`]),
  ] as [string, string][])
}
