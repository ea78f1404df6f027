import { randomUUID } from 'node:crypto'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { bearer, logIn, mailsTo, signUp, waitForMail } from '../../testing/accountsFlow.ts'

let app: AccountsApp
beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

type Student = { id: string; email: string; token: string }

async function student(): Promise<Student> {
  const { id, email, password } = await signUp(app)
  return { id, email, token: await logIn(app, email, password) }
}

const notice = (userId: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  userId,
  kind: 'order.quoted',
  title: 'Order #12 is quoted: 14.995 ₫',
  text: 'We counted 5 citations in your document.',
  link: '/order/12',
  createdAt: new Date().toISOString(),
  ...overrides,
})

const deliver = (notices: object[]) =>
  app.inject({
    method: 'POST',
    url: '/internal/notifications/deliver',
    payload: { service: 'orders', notices },
  })

const get = async (who: Student, url: string) =>
  (await app.inject({ method: 'GET', url, headers: bearer(who.token) })).json()

const post = (who: Student, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(who.token), payload })

describe('the inbox', () => {
  it('takes a notice once however often it is delivered, lists it newest first and mails it', async () => {
    const lan = await student()
    const first = notice(lan.id, { createdAt: '2026-01-02T03:04:05.000Z' })
    const second = notice(lan.id, { title: 'Order #12 is delivered', kind: 'order.delivered' })
    expect((await deliver([first])).json()).toEqual({ added: 1 })
    expect((await deliver([first, second])).json()).toEqual({ added: 1 })

    const list = await get(lan, '/api/private/notification/list')
    expect(list).toMatchObject({ page: 1, page_size: 20, has_more: false, unread: 2 })
    expect(list.data.map((row: { title: string }) => row.title)).toEqual([
      'Order #12 is delivered',
      'Order #12 is quoted: 14.995 ₫',
    ])
    expect(list.data[1]).toEqual({
      id: first.id,
      kind: 'order.quoted',
      title: first.title,
      text: first.text,
      link: '/order/12',
      createdAt: '2026-01-02T03:04:05.000Z',
      readAt: null,
    })
    const mail = await waitForMail(app, lan.email, /Order #12 is quoted/)
    expect(mail.text).toContain('We counted 5 citations in your document.')
    expect(mail.text).toContain('/order/12')
    expect(await mailsTo(app, lan.email, /Order #12 is quoted/)).toHaveLength(1)
  })

  it('marks one or all read; another student’s notice is not found', async () => {
    const [lan, minh] = [await student(), await student()]
    const mine = [notice(lan.id), notice(lan.id), notice(lan.id)]
    const theirs = notice(minh.id)
    await deliver([...mine, theirs])
    expect((await get(lan, '/api/private/notification/unread')).unread).toBe(3)
    const one = await post(lan, '/api/private/notification/read', { id: mine[0]!.id })
    expect(one.json()).toEqual({ unread: 2 })
    expect((await post(lan, '/api/private/notification/read', { id: theirs.id })).statusCode).toBe(404)
    expect((await post(lan, '/api/private/notification/read', {})).statusCode).toBe(400)
    expect((await post(lan, '/api/private/notification/read', { all: true })).json()).toEqual({ unread: 0 })
    expect((await get(minh, '/api/private/notification/unread')).unread).toBe(1)
    const list = await get(lan, '/api/private/notification/list?page_size=2')
    expect(list).toMatchObject({ has_more: true, unread: 0 })
    expect(list.data.every((row: { readAt: string | null }) => row.readAt !== null)).toBe(true)
  })

  it('mails each kind unless the student turned it off on the account page', async () => {
    const lan = await student()
    const settings = await get(lan, '/api/private/notification/settings')
    expect(settings.data).toContainEqual({
      kind: 'order.quoted',
      group: 'orders',
      groupLabel: 'Orders',
      label: 'A quote is ready to accept',
      mail: true,
    })
    const off = await post(lan, '/api/private/notification/settings', { kind: 'order.quoted', mail: false })
    expect(off.json().data).toContainEqual(expect.objectContaining({ kind: 'order.quoted', mail: false }))
    expect(
      (await post(lan, '/api/private/notification/settings', { kind: 'order.nope', mail: false })).statusCode,
    ).toBe(400)

    await deliver([
      notice(lan.id, { title: 'Quoted, not mailed' }),
      notice(lan.id, { kind: 'order.delivered', title: 'Delivered, mailed' }),
    ])
    await waitForMail(app, lan.email, /Delivered, mailed/)
    expect(await mailsTo(app, lan.email, /Quoted, not mailed/)).toEqual([])
    expect((await get(lan, '/api/private/notification/unread')).unread).toBe(2)
  })

  it('accepts a batch with a notice of an account that is gone, and drops that notice', async () => {
    const lan = await student()
    const answer = await deliver([notice(randomUUID()), notice('not-a-user'), notice(lan.id)])
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ added: 1 })
    expect((await deliver([notice(lan.id, { link: 'https://evil.example/' })])).statusCode).toBe(400)
  })

  it('is for signed-in users only', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/private/notification/list' })
    expect(answer.statusCode).toBe(401)
  })
})
