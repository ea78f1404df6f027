import { asSentence } from '../common/asSentence.ts'
import { formatCount, formatVnd } from '../format/format.ts'
import { type OrderType, orderTypeNames } from '../orders/orderStatuses.ts'

/** The tools notices come from: the account page groups the mail settings under these. */
export const noticeGroups = {
  orders: 'Orders',
  topups: 'Top-ups',
  feedback: 'Lecturer feedback',
} as const
export type NoticeGroup = keyof typeof noticeGroups

/** One kind of notice: what the student reads, in the bell and in its mail, and how the mail setting is named. */
export interface NoticeKindSpec<Params> {
  group: NoticeGroup
  /** The mail setting on the account page: "A quote is ready". */
  label: string
  /** One line: the bell's entry and the mail's subject. */
  title: (params: Params) => string
  /** A sentence or two more: under the title in the bell, the body of the mail. */
  text: (params: Params) => string
}

const kind =
  <Params>() =>
  (spec: NoticeKindSpec<Params>) =>
    spec

type AboutOrder = { orderId: number; orderType: OrderType }
/** An insight, named as its author knows it: the lecturer and the course. */
type AboutInsight = { insightId: number; teacherName: string; courseCode: string }
const order = (params: AboutOrder) => `${orderTypeNames[params.orderType]} order #${params.orderId}`

/**
 * Every kind of notice a student gets (docs/product/platform.md#notifications), with its wording: one table, so a
 * service adds its kinds here and the bell, the mail and the settings follow. A service sends one with
 * `app.notices.notify(trx, { userId, kind, params, link })`; the params are typed by the kind.
 */
export const noticeKinds = {
  'order.quoted': kind<AboutOrder & { citationCount: number; price: number }>()({
    group: 'orders',
    label: 'A quote is ready to accept',
    title: (p) => `Order #${p.orderId} is quoted: ${formatVnd(p.price)}`,
    text: (p) =>
      `We counted ${formatCount(p.citationCount)} citations in your document: ${formatVnd(p.price)} in all. ` +
      'Accept the quote to start the work (it is paid from your balance), or decline it: nothing is charged then.',
  }),
  'order.declined': kind<AboutOrder & { reason: string }>()({
    group: 'orders',
    label: 'An order is declined',
    title: (p) => `Order #${p.orderId} was declined`,
    text: (p) => `We could not take your ${order(p)}: ${asSentence(p.reason)} Nothing was charged.`,
  }),
  'order.cancelled': kind<AboutOrder & { reason: string; refunded: number }>()({
    group: 'orders',
    label: 'An order is cancelled and refunded',
    title: (p) => `Order #${p.orderId} was cancelled and refunded`,
    text: (p) =>
      `We had to cancel your ${order(p)}: ${asSentence(p.reason)} ${formatVnd(p.refunded)} is back in your balance.`,
  }),
  'order.delivered': kind<AboutOrder>()({
    group: 'orders',
    label: 'An order is delivered',
    title: (p) => `Order #${p.orderId} is delivered`,
    text: () =>
      'Your file is ready to download from the order page. Rate the order there, or ask for a revision within 7 days.',
  }),
  'order.revision_delivered': kind<AboutOrder & { revision: number }>()({
    group: 'orders',
    label: 'A revision is delivered',
    title: (p) => `Order #${p.orderId}: your revision is delivered`,
    text: (p) =>
      `Revision ${p.revision} of your ${order(p)} is ready to download from the order page; the earlier files stay there too.`,
  }),
  'order.message': kind<AboutOrder & { excerpt: string }>()({
    group: 'orders',
    label: 'Unikit staff write about an order',
    title: (p) => `New message on order #${p.orderId}`,
    text: (p) => `Unikit staff wrote: “${p.excerpt}” Reply on the order page.`,
  }),
  'topup.confirmed': kind<{ reference: string; amount: number }>()({
    group: 'topups',
    label: 'A top-up is credited',
    title: (p) => `${formatVnd(p.amount)} added to your balance`,
    text: (p) => `We received your transfer ${p.reference}: ${formatVnd(p.amount)} is now in your balance.`,
  }),
  'topup.rejected': kind<{ reference: string; amount: number; reason: string }>()({
    group: 'topups',
    label: 'A top-up is not credited',
    title: (p) => `Top-up ${p.reference} was not credited`,
    text: (p) =>
      `We could not credit your transfer ${p.reference} of ${formatVnd(p.amount)}: ${asSentence(p.reason)} ` +
      'If you did send the money, write to us from the Contact page with your bank receipt.',
  }),
  'insight.published': kind<AboutInsight>()({
    group: 'feedback',
    label: 'Staff publish an insight of mine',
    title: (p) => `Your insight on ${p.teacherName} is published`,
    text: (p) =>
      `Unikit staff reviewed your insight for ${p.courseCode} and published it: other students can read it now.`,
  }),
  'insight.hidden': kind<AboutInsight & { reason: string }>()({
    group: 'feedback',
    label: 'Staff hide an insight of mine',
    title: (p) => `Your insight on ${p.teacherName} was hidden`,
    text: (p) =>
      `Unikit staff hid your insight for ${p.courseCode}: ${asSentence(p.reason)} ` +
      'Other students no longer see it; you still do, in My insights.',
  }),
  'insight.deleted': kind<AboutInsight & { reason: string }>()({
    group: 'feedback',
    label: 'Staff remove an insight of mine',
    title: (p) => `Your insight on ${p.teacherName} was removed`,
    text: (p) => `Unikit staff removed your insight for ${p.courseCode}: ${asSentence(p.reason)}`,
  }),
} as const

export type NoticeKind = keyof typeof noticeKinds
export const noticeKindNames = Object.keys(noticeKinds) as NoticeKind[]

/** What a kind's wording needs, e.g. `{ orderId, orderType, price, citationCount }` for `order.quoted`. */
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof noticeKinds)[K]['title']>[0]

export function isNoticeKind(value: string): value is NoticeKind {
  return Object.hasOwn(noticeKinds, value)
}

/** A notice's words from its kind and params: rendered when it is sent, so it reads later as it did then. */
export function renderNotice<K extends NoticeKind>(
  kind: K,
  params: NoticeParams<K>,
): { title: string; text: string } {
  const spec = noticeKinds[kind] as unknown as NoticeKindSpec<NoticeParams<K>>
  return { title: spec.title(params), text: spec.text(params) }
}
