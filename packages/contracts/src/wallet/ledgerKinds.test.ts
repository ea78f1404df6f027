import { describe, expect, it } from 'vitest'
import { isLedgerKind, kindMoves, ledgerKindNames, ledgerKinds, ledgerSubjects } from './ledgerKinds.ts'

describe('ledger kinds', () => {
  it('label every kind and name a subject the statement can link', () => {
    for (const kind of ledgerKindNames) {
      const spec = ledgerKinds[kind]
      expect(spec.label).not.toBe('')
      if (spec.subject) expect(Object.keys(ledgerSubjects)).toContain(spec.subject)
    }
    expect(ledgerSubjects.order.link('12')).toBe('/order/12')
    expect(isLedgerKind('constructor')).toBe(false)
  })

  it('say which movement each kind may be', () => {
    expect(kindMoves('order_payment', 'debit')).toBe(true)
    expect(kindMoves('order_payment', 'credit')).toBe(false)
    expect(kindMoves('topup_requested', 'note')).toBe(true)
    expect(kindMoves('adjustment', 'credit')).toBe(true)
    expect(kindMoves('adjustment', 'note')).toBe(false)
  })
})
