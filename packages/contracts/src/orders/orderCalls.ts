import { type Static, Type } from 'typebox'
import { WALLET_AMOUNT_MAX } from '../accounts/accountLimits.ts'
import { pagedList } from '../common/pagedList.ts'
import { AREA_NAME_MAX_LENGTH, INSTRUCTION_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './researchOptions.ts'
import { TOPUP_MAX, TOPUP_MIN, TOPUP_STEP } from './topupLimits.ts'

// Spelled out so the static types stay literal unions; orderCalls.test.ts keeps them equal to the lists.
export const OrderStatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('admin_accepted'),
  Type.Literal('customer_accepted'),
  Type.Literal('customer_declined'),
  Type.Literal('admin_declined'),
  Type.Literal('admin_done'),
  Type.Literal('payment_pending'),
  Type.Literal('revision_requested'),
])
export const OrderTypeSchema = Type.Union([Type.Literal('sc'), Type.Literal('ra')])
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
const FileId = Type.String({ format: 'uuid' })
const Instruction = Type.String({ maxLength: INSTRUCTION_MAX_LENGTH })

/** An uploaded file as orders show it; the bytes come from `GET /api/private/file/get?id=`. */
export const OrderFile = Type.Object({
  id: FileId,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  contentType: Type.String(),
})
export type OrderFile = Static<typeof OrderFile>

/**
 * `POST /api/private/file/upload?purpose=` (multipart: the `file`, after a `purpose` field when the query has none,
 * as the original product sends it). Without any `purpose` (the original product's call)
 * a student's file is taken for a Research Assistant order, whose types include a Sample Citation's, and staff's
 * as a delivery (docs/decisions/0732-the-original-calls-answered.md). `message` is an attachment of a message on an
 * order's thread, by the student or staff.
 */
export const FilePurpose = Type.Union([
  Type.Literal('sc'),
  Type.Literal('ra'),
  Type.Literal('output'),
  Type.Literal('message'),
])
export type FilePurpose = Static<typeof FilePurpose>
export const FileUploadResult = Type.Object({ data: OrderFile })

export const OrderFeedback = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
})

/** One order, as its owner (and staff) see it. */
export const Order = Type.Object({
  id: Id,
  type: OrderTypeSchema,
  status: OrderStatusSchema,
  /** VND; null until staff quote a Sample Citation. */
  price: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  instruction: Type.String(),
  file_input: Type.Union([OrderFile, Type.Null()]),
  file_output: Type.Union([OrderFile, Type.Null()]),
  citation_count: Type.Union([Type.Integer(), Type.Null()]),
  area_code: Type.Union([Type.String(), Type.Null()]),
  area_name: Type.Union([Type.String(), Type.Null()]),
  word_count: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Union([Type.String(), Type.Null()]),
  days: Type.Union([Type.Integer(), Type.Null()]),
  source_count: Type.Union([Type.Integer(), Type.Null()]),
  admin_done_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Why staff declined or cancelled it, shown to the student. */
  reason: Type.Union([Type.String(), Type.Null()]),
  feedback: Type.Union([OrderFeedback, Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  /** What the wallet took for it; null when nothing was charged (a cancel refunds exactly this). */
  paid_amount: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** When it reached its current state: a finished order's "finish day". */
  status_changed_at: Type.String({ format: 'date-time' }),
  /** Revisions asked for so far (docs/product/orders.md#revisions). */
  revisions: Type.Integer({ minimum: 0 }),
  /** Every file delivered, oldest first: the first delivery (revision 0) and each revision's. */
  deliveries: Type.Array(
    Type.Object({
      file: OrderFile,
      revision: Type.Integer({ minimum: 0 }),
      deliveredAt: Type.String({ format: 'date-time' }),
    }),
  ),
})
export type Order = Static<typeof Order>

/** Whose order or top-up it is, for staff: the address and first name (null if the account is gone). */
export const StaffStudent = Type.Union([
  Type.Object({ email: Type.String(), firstName: Type.String() }),
  Type.Null(),
])

/** Staff also see whose order it is, and since when the student's last message waits for an answer. */
export const StaffOrder = Type.Object({
  ...Order.properties,
  user_id: Type.String(),
  student: StaffStudent,
  awaiting_reply_since: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** What the student asked to change in the latest revision; null before any. */
  revision_reason: Type.Union([Type.String(), Type.Null()]),
})
export type StaffOrder = Static<typeof StaffOrder>

/** One change of an order's state: the timeline of `/order/:id`. */
export const OrderEvent = Type.Object({
  from: Type.Union([OrderStatusSchema, Type.Null()]),
  to: OrderStatusSchema,
  by: Type.Union([Type.Literal('student'), Type.Literal('staff'), Type.Literal('system')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
})
export type OrderEvent = Static<typeof OrderEvent>

export const OrderDetail = Type.Object({ data: Order, events: Type.Array(OrderEvent) })
export type OrderDetail = Static<typeof OrderDetail>

/**
 * An uploaded file as an order names it: its id, or the upload's whole `data` object as the original product's
 * clients send it (only its `id` is read).
 */
export const FileInput = Type.Union([FileId, Type.Object({ id: FileId }, { additionalProperties: true })])
export type FileInput = Static<typeof FileInput>

/**
 * `POST /api/private/order/create`: the server sets the status, the price and the deadline itself. A Research
 * Assistant order may carry the original product's `status`, `price` and `deadline`: the status can only be the
 * one the server sets, a price other than the server's is refused (409 PRICE_CHANGED, so nobody pays what they were
 * not shown) and the deadline is the server's.
 */
export const ScCreateBody = Type.Object({
  type: Type.Literal('sc'),
  file_input: FileInput,
  instruction: Instruction,
})
export const RaCreateBody = Type.Object({
  type: Type.Literal('ra'),
  file_input: FileInput,
  instruction: Instruction,
  area_code: Type.Union([
    Type.Literal('human-resources'),
    Type.Literal('economic-finance'),
    Type.Literal('management'),
    Type.Literal('tourism'),
    Type.Literal('logistic'),
    Type.Literal('english'),
    Type.Literal('other'),
  ]),
  area_name: Type.Optional(Type.String({ maxLength: AREA_NAME_MAX_LENGTH })),
  word_count: Type.Union([
    Type.Literal(1000),
    Type.Literal(1500),
    Type.Literal(2000),
    Type.Literal(2500),
    Type.Literal(3000),
  ]),
  level: Type.Literal('detailed'),
  days: Type.Union([Type.Literal(3), Type.Literal(7), Type.Literal(14)]),
  /** Extra sources beyond those the price includes, 0 to 10. */
  source_count: Type.Integer({ minimum: 0, maximum: 10 }),
  status: Type.Optional(Type.Literal('customer_accepted')),
  price: Type.Optional(Type.Integer({ minimum: 0 })),
  deadline: Type.Optional(Type.String({ maxLength: 40 })),
})
export const OrderCreateBody = Type.Union([ScCreateBody, RaCreateBody])
export type OrderCreateBody = Static<typeof OrderCreateBody>
export type RaCreateBody = Static<typeof RaCreateBody>
/** The order, and its id at the top where the original product's clients read it. */
export const OrderResult = Type.Object({ id: Id, data: Order })

/** `GET /api/private/order/list`: the student's orders, newest first, a page at a time. */
/** `GET /api/private/order/list`; an empty `type=` or `status=` (as the original product's clients send) means any. */
export const OrderListQuery = Type.Object({
  type: Type.Optional(Type.Union([OrderTypeSchema, Type.Literal('')])),
  /** Comma-separated statuses, e.g. `new,admin_accepted`. */
  status: Type.Optional(Type.String({ maxLength: 200, pattern: '^([a-z_]+(,[a-z_]+)*)?$' })),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
})
export type OrderListQuery = Static<typeof OrderListQuery>
export const OrderList = pagedList(Order)
export type OrderList = Static<typeof OrderList>

export const OrderIdQuery = Type.Object({ id: Id })

/**
 * `POST /api/private/order/set_status`: every transition (docs/product/orders.md#who-may-change-an-order).
 * `citation_count` when staff quote, `reason` when declining, cancelling or asking for a revision, `file_output`
 * when delivering.
 */
export const SetStatusBody = Type.Object({
  id: Id,
  status: OrderStatusSchema,
  citation_count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  file_output: Type.Optional(FileId),
})
export type SetStatusBody = Static<typeof SetStatusBody>

/** `POST /api/private/order/feedback/create`: one rating per order, 1 to 5 stars, the comment optional. */
export const FeedbackCreateBody = Type.Object({
  order_id: Id,
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String({ maxLength: 1000 }),
})

/** A top-up: a bank transfer the student makes with the reference in its memo, credited once staff confirm it. */
export const Topup = Type.Object({
  id: Id,
  amount: Type.Integer({ minimum: 1 }),
  reference: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected')]),
  /** What staff saw arrive (may differ from what was asked). */
  confirmed_amount: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type Topup = Static<typeof Topup>
export const StaffTopup = Type.Object({ ...Topup.properties, user_id: Type.String(), student: StaffStudent })
export type StaffTopup = Static<typeof StaffTopup>

/** Where to send the money: shown beside the QR code. */
export const BankAccount = Type.Object({
  bank: Type.String(),
  bin: Type.String(),
  number: Type.String(),
  name: Type.String(),
})

export const TopupBody = Type.Object({
  amount: Type.Integer({
    minimum: TOPUP_MIN,
    maximum: TOPUP_MAX,
    multipleOf: TOPUP_STEP,
    description: 'VND',
  }),
})
export const TopupResult = Type.Object({
  data: Topup,
  /** The VietQR (EMVCo/NAPAS) payload to draw as a QR code: the account, the amount and the reference. */
  qr: Type.String(),
  bank: BankAccount,
})
export type TopupResult = Static<typeof TopupResult>
export const TopupList = Type.Object({ data: Type.Array(Topup) })
export const TopupConfirmBody = Type.Object({
  id: Id,
  amount: Type.Integer({ minimum: 1, maximum: WALLET_AMOUNT_MAX }),
})
export const TopupRejectBody = Type.Object({ id: Id, reason: Type.String({ minLength: 1, maxLength: 500 }) })

/**
 * The staff desk's queues: to quote, to deliver, revisions asked for (oldest first), threads whose last message is
 * the student's (waiting longest first), or every order.
 */
export const StaffOrderQueue = Type.Union([
  Type.Literal('quote'),
  Type.Literal('deliver'),
  Type.Literal('revision'),
  Type.Literal('unanswered'),
  Type.Literal('all'),
])
export type StaffOrderQueue = Static<typeof StaffOrderQueue>
export const StaffOrderQuery = Type.Object({
  queue: StaffOrderQueue,
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})
export const StaffOrderList = pagedList(StaffOrder)
export const StaffTopupList = Type.Object({ data: Type.Array(StaffTopup) })

export const FaqEntry = Type.Object({ id: Type.String(), question: Type.String(), answer: Type.String() })
export const FaqList = Type.Object({ data: Type.Array(FaqEntry) })
export type FaqList = Static<typeof FaqList>

/** One message of an order's thread (docs/product/orders.md#messages). */
export const OrderMessage = Type.Object({
  id: Type.String(),
  author: Type.Union([Type.Literal('student'), Type.Literal('staff')]),
  body: Type.String(),
  file: Type.Union([OrderFile, Type.Null()]),
  at: Type.String({ format: 'date-time' }),
})
export type OrderMessage = Static<typeof OrderMessage>

/** `POST /api/private/order/message/create`: text of at most 2,000 characters, a file uploaded first, or both. */
export const MessageCreateBody = Type.Object({
  order_id: Id,
  body: Type.String({ maxLength: MESSAGE_MAX_LENGTH }),
  file_id: Type.Optional(FileId),
})
export type MessageCreateBody = Static<typeof MessageCreateBody>
export const MessageResult = Type.Object({ data: OrderMessage })

/** `GET /api/private/order/message/list?order_id=`: the whole thread, oldest first. */
export const MessageListQuery = Type.Object({ order_id: Id })
export const MessageList = Type.Object({ data: Type.Array(OrderMessage) })
export type MessageList = Static<typeof MessageList>
