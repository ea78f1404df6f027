import {
  type Answer,
  type BehindAccounts,
  type SignedIn,
  startBehindAccounts,
} from '@unikit/accounts/testing'
import type { NoticeList } from '@unikit/contracts/notifications'
import type { FilePurpose, Order, OrderCreateBody } from '@unikit/contracts/orders'
import type { Statement } from '@unikit/contracts/wallet'
import { multipartBody, sampleFiles } from '@unikit/service-kit/testing'
import { buildApp } from '../app.ts'
import type { OrdersConfig } from '../config.ts'
import type { OrdersApp } from '../OrdersApp.ts'

export type { Answer }

export interface RunningOrders extends BehindAccounts<OrdersApp> {
  /** Uploads a file for an order; the answer. */
  upload(who: SignedIn, purpose: FilePurpose, file?: { bytes: Uint8Array; name: string }): Promise<Answer>
  /** Uploads a Word document and places a Sample Citation order with it. */
  placeSampleCitation(who: SignedIn, instruction?: string): Promise<Order>
  /** Places an order with a freshly uploaded file; the answer. */
  place(who: SignedIn, body: Omit<OrderCreateBody, 'file_input'> & Record<string, unknown>): Promise<Answer>
  /** Staff change an order; the answer. */
  setStatus(who: SignedIn, body: Record<string, unknown>): Promise<Answer>
  /** The balance the accounts service holds for the student, in dong. */
  balance(who: SignedIn): Promise<number>
  /** The student's inbox in accounts, once orders has delivered what it owes (its notices and ledger lines). */
  notices(who: SignedIn): Promise<NoticeList>
  /** One page of the student's statement in accounts, once orders has delivered what it owes. */
  statement(who: SignedIn, page?: number): Promise<Statement>
}

/** The orders service on a fresh database, pointed at a real accounts service on loopback. */
export async function startOrders(config: Partial<OrdersConfig> = {}): Promise<RunningOrders> {
  const running = await startBehindAccounts(buildApp, config)
  const { app, accounts, call } = running
  const upload: RunningOrders['upload'] = async (who, purpose, file) => {
    const defaults = purpose === 'ra' ? { bytes: sampleFiles.pdf(2000), name: 'brief.pdf' } : undefined
    const { bytes, name } = file ?? defaults ?? { bytes: sampleFiles.docx(), name: 'Bài luận.docx' }
    const form = await multipartBody([{ name: 'file', file: bytes, filename: name }])
    const response = await app.inject({
      method: 'POST',
      url: `/api/private/file/upload?purpose=${purpose}`,
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      payload: form.payload,
    })
    return { status: response.statusCode, body: response.json() }
  }
  const place: RunningOrders['place'] = async (who, body) => {
    const uploaded = await upload(who, body.type)
    if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`)
    return call(who, 'POST', '/api/private/order/create', { ...body, file_input: uploaded.body.data.id })
  }
  return {
    ...running,
    upload,
    place,
    async placeSampleCitation(who, instruction = 'Cite my sources in RMIT Harvard') {
      const placed = await place(who, { type: 'sc', instruction })
      if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`)
      return placed.body.data
    },
    setStatus: (who, body) => call(who, 'POST', '/api/private/order/set_status', body),
    async balance(who) {
      const me = await accounts.call('GET', '/api/private/me', { token: who.token })
      return (me.body.account as { balance: number }).balance
    },
    async notices(who) {
      await app.notices.drain()
      const answer = await accounts.call('GET', '/api/private/notification/list', { token: who.token })
      return answer.body as unknown as NoticeList
    },
    async statement(who, page = 1) {
      const answer = await accounts.call('GET', `/api/private/wallet/statement?page=${page}&page_size=50`, {
        token: who.token,
      })
      return answer.body as unknown as Statement
    },
  }
}
