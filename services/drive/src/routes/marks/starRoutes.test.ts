import { testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let { drive, staff, alice, bob, marketing } = {} as Archive

beforeAll(async () => {
  ;({ drive, staff, alice, bob, marketing } = await startArchive())
})
afterAll(() => drive.close())

const star = (who: SignedIn | null, id: string) => drive.call(who, 'POST', '/api/private/drive/star', { id })
const unstar = (who: SignedIn, id: string) => drive.call(who, 'POST', '/api/private/drive/unstar', { id })
const starred = async (who: SignedIn) =>
  (await drive.call(who, 'GET', '/api/private/drive/starred')).body.data.map(
    (item: { name: string }) => item.name,
  )

describe('stars', () => {
  it('are kept per student, on the server, and starring twice is starring once', async () => {
    const id = await drive.published(alice, staff, marketing, 'Starred case study', 'Worth keeping')
    expect((await star(bob, id)).body.data.starred).toBe(true)
    expect((await star(bob, id)).status).toBe(200)
    expect(await starred(bob)).toEqual(['Starred case study'])
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).body.data.starred).toBe(true)
    expect(
      (await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`)).body.data[0].starred,
    ).toBe(true)
    expect(await starred(alice)).toEqual([])
    expect((await unstar(bob, id)).body.data.starred).toBe(false)
    expect((await unstar(bob, id)).status).toBe(200)
    expect(await starred(bob)).toEqual([])
  })

  it('list the newest star first, folders too', async () => {
    const first = await drive.published(alice, staff, marketing, 'First starred', 'One')
    await star(bob, first)
    await star(bob, marketing)
    expect(await starred(bob)).toEqual(['Marketing Principles', 'First starred'])
  })

  it('of a file taken down drop out of the list, and come back when it is restored', async () => {
    const id = await drive.published(alice, staff, marketing, 'Soon hidden', 'Hidden later')
    await star(bob, id)
    expect(await starred(bob)).toContain('Soon hidden')
    const moderate = (action: string) =>
      drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action, reason: 'checking' })
    expect((await moderate('hide')).status).toBe(200)
    expect(await starred(bob)).not.toContain('Soon hidden')
    expect((await star(bob, id)).status).toBe(404)
    expect((await moderate('restore')).status).toBe(200)
    expect(await starred(bob)).toContain('Soon hidden')
  })

  it('need an item the student may see, and a session', async () => {
    expect((await star(bob, '6f1c2b8e-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await star(bob, 'not-an-id')).status).toBe(400)
    expect((await star(null, marketing)).status).toBe(401)
    expect((await drive.call(null, 'GET', '/api/private/drive/starred')).status).toBe(401)
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('stars at once, on PostgreSQL', () => {
  it('ten stars of one item by one student at once keep one star', async () => {
    const id = await drive.published(alice, staff, marketing, 'Raced star', 'Clicked ten times')
    const carol = await drive.accounts.student()
    const answers = await Promise.all(Array.from({ length: 10 }, () => star(carol, id)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const rows = await drive.app.db
      .selectFrom('stars')
      .selectAll()
      .where('user_id', '=', carol.userId)
      .execute()
    expect(rows).toHaveLength(1)
  })
})
