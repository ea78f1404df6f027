import { describe, expect, it } from 'vitest'
import type { RecordedAudit } from './auditLog.ts'
import { auditSubjectKey, nameAuditEntries } from './auditNames.ts'

const entry = (id: string, actorId: string, subjectId: string, details = {}): RecordedAudit => ({
  id,
  actorId,
  action: 'item.hide',
  subjectType: 'item',
  subjectId,
  details,
  createdAt: new Date('2026-03-01T08:00:00Z'),
})

const contact = (userId: string, firstName: string) => ({ userId, firstName, email: `${userId}@rmit.edu.vn` })

describe('naming a page of the audit log', () => {
  it('asks once for the people and once for the records of the whole page', async () => {
    const asked: { people: string[][]; subjects: string[][] } = { people: [], subjects: [] }
    const named = await nameAuditEntries(
      [entry('3', 'u1', 'a'), entry('2', 'u2', 'b'), entry('1', 'u1', 'a')],
      {
        people: async (ids) => {
          asked.people.push(ids)
          return new Map([['u1', contact('u1', 'Lan')]])
        },
        subjects: async (subjects) => {
          asked.subjects.push(subjects.map((subject) => subject.id))
          return new Map([[auditSubjectKey('item', 'a'), 'Essay.pdf']])
        },
        onFailure: () => {},
      },
    )
    expect(asked).toEqual({ people: [['u1', 'u2']], subjects: [['a', 'b']] })
    expect(named.map((row) => [row.actorName, row.actorEmail, row.subjectName])).toEqual([
      ['Lan', 'u1@rmit.edu.vn', 'Essay.pdf'],
      [null, null, null],
      ['Lan', 'u1@rmit.edu.vn', 'Essay.pdf'],
    ])
  })

  it('keeps the name an action recorded for a record that is gone, and prefers the name of today', async () => {
    const named = await nameAuditEntries(
      [entry('2', 'u1', 'gone', { name: 'Old essay.pdf' }), entry('1', 'u1', 'kept', { name: 'Before' })],
      {
        people: async () => new Map(),
        subjects: async () => new Map([[auditSubjectKey('item', 'kept'), 'After']]),
        onFailure: () => {},
      },
    )
    expect(named.map((row) => row.subjectName)).toEqual(['Old essay.pdf', 'After'])
  })

  it('shows ids where a lookup failed, and says which one failed', async () => {
    const failures: string[] = []
    const named = await nameAuditEntries([entry('1', 'u1', 'a')], {
      people: async () => {
        throw new Error('accounts is down')
      },
      subjects: async () => {
        throw new Error('query failed')
      },
      onFailure: (_error, what) => failures.push(what),
    })
    expect(failures.sort()).toEqual(['people', 'subjects'])
    expect(named[0]).toMatchObject({ actorId: 'u1', actorName: null, subjectName: null })
  })

  it('asks nothing for an empty page', async () => {
    const none = async () => {
      throw new Error('not asked')
    }
    expect(await nameAuditEntries([], { people: none, subjects: none, onFailure: () => {} })).toEqual([])
  })
})
