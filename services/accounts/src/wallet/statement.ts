import {
  isLedgerKind,
  ledgerKinds,
  ledgerSubjects,
  type Statement,
  type StatementLine,
} from '@unikit/contracts/wallet'
import type { AccountsDb } from '../db/schema.ts'
import { statementPage } from '../db/wallets.ts'

/**
 * One page of the student's statement (docs/product/accounts.md#statement): every ledger entry, newest first, with
 * its label, signed amount, balance after and what it belongs to, and the balance, which is the newest line's.
 */
export async function statement(
  db: AccountsDb,
  userId: string,
  page: number,
  pageSize: number,
): Promise<Statement> {
  const { lines, total, balance } = await statementPage(db, userId, page, pageSize)
  return {
    data: lines.map(statementLine),
    page,
    page_size: pageSize,
    total,
    balance,
  }
}

/** One ledger row as a line of the statement: its label, signed amount and what it belongs to. */
export function statementLine(line: {
  id: string | number | null
  kind: string | null
  amount: number | string | null
  entry_kind: string | null
  subject_id: string | null
  noted_amount: number | string | null
  balance_after: number | string | null
  created_at: Date | null
}): StatementLine {
  const kind = line.entry_kind && isLedgerKind(line.entry_kind) ? line.entry_kind : 'adjustment'
  const spec = ledgerKinds[kind]
  const amount = Number(line.amount)
  const subjectType = spec.subject
  return {
    id: String(line.id),
    kind,
    label: spec.label,
    amount: line.kind === 'debit' ? -amount : line.kind === 'credit' ? amount : 0,
    notedAmount: line.noted_amount === null ? null : Number(line.noted_amount),
    balanceAfter: Number(line.balance_after),
    at: new Date(line.created_at as Date).toISOString(),
    subject:
      subjectType && line.subject_id
        ? {
            type: subjectType,
            id: line.subject_id,
            text: ledgerSubjects[subjectType].text(line.subject_id),
            link: ledgerSubjects[subjectType].link(line.subject_id),
          }
        : null,
  }
}
