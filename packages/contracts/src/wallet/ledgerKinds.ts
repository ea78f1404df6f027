/**
 * What a ledger entry can be about (docs/product/accounts.md#statement): how the statement names it and where it
 * links. A kind names its subject type; the entry carries the subject's id (an order number, a top-up reference).
 */
export const ledgerSubjects = {
  order: { text: (id: string) => `Order #${id}`, link: (id: string) => `/order/${id}` },
  topup: { text: (id: string) => `Top-up ${id}`, link: (_id: string) => '/order/topup' },
} as const
export type LedgerSubjectType = keyof typeof ledgerSubjects

/**
 * How an entry moves the balance: a `credit` adds, a `debit` takes, a `note` moves nothing (a top-up asked for or
 * refused: on the statement, never counted); `any` is a credit or a debit (an adjustment by an operator).
 */
export type LedgerDirection = 'credit' | 'debit' | 'note' | 'any'

export interface LedgerKindSpec {
  /** What the statement's line says. */
  label: string
  direction: LedgerDirection
  subject: LedgerSubjectType | null
}

/**
 * Every kind of ledger entry, with its label: one list, so a service that moves money adds its kind here and the
 * statement shows it (docs/decisions/0745-ledger-kinds-are-a-typed-list.md).
 */
export const ledgerKinds = {
  order_payment: { label: 'Order paid', direction: 'debit', subject: 'order' },
  order_refund: { label: 'Refund of a cancelled order', direction: 'credit', subject: 'order' },
  topup_requested: { label: 'Top-up requested', direction: 'note', subject: 'topup' },
  topup_confirmed: { label: 'Top-up credited', direction: 'credit', subject: 'topup' },
  topup_rejected: { label: 'Top-up not credited', direction: 'note', subject: 'topup' },
  bank_transfer: { label: 'Bank transfer credited', direction: 'credit', subject: null },
  archive_reward: { label: 'Reward for a sample shared in the archive', direction: 'credit', subject: null },
  adjustment: { label: 'Balance adjusted', direction: 'any', subject: null },
} as const satisfies Record<string, LedgerKindSpec>

export type LedgerKind = keyof typeof ledgerKinds
export const ledgerKindNames = Object.keys(ledgerKinds) as LedgerKind[]

export function isLedgerKind(value: string): value is LedgerKind {
  return Object.hasOwn(ledgerKinds, value)
}

/** Whether an entry of `kind` may be applied as `movement` (a credit, a debit, or a note). */
export function kindMoves(kind: LedgerKind, movement: 'credit' | 'debit' | 'note'): boolean {
  const direction: LedgerDirection = ledgerKinds[kind].direction
  return direction === movement || (direction === 'any' && movement !== 'note')
}
