import { api, type UploadOptions, uploadFile } from '@unikit/auth'
import type {
  FilePurpose,
  MessageList,
  Order,
  OrderCreateBody,
  OrderDetail,
  OrderFile,
  OrderList,
  OrderMessage,
  OrderType,
  SetStatusBody,
  StaffOrder,
  StaffOrderQueue,
  StaffTopup,
  Topup,
  TopupResult,
} from '@unikit/contracts/orders'
import type { AuditList } from '@unikit/contracts/staff'

/** The orders service's calls, as the pages use them (docs/product/orders.md). */
export const ordersApi = {
  list: (query: { statuses: readonly string[]; page: number; pageSize: number; type?: OrderType }) =>
    api
      .get('private/order/list', {
        searchParams: {
          status: query.statuses.join(','),
          page: query.page,
          page_size: query.pageSize,
          ...(query.type ? { type: query.type } : {}),
        },
      })
      .json<OrderList>(),
  get: (id: number) => api.get('private/order/get', { searchParams: { id } }).json<OrderDetail>(),
  create: async (body: OrderCreateBody) =>
    (await api.post('private/order/create', { json: body, retry: 0 }).json<{ data: Order }>()).data,
  setStatus: async (body: SetStatusBody) =>
    (await api.post('private/order/set_status', { json: body, retry: 0 }).json<{ data: Order }>()).data,
  rate: (body: { order_id: number; score: number; content: string }) =>
    api.post('private/order/feedback/create', { json: body }).json<{ ok: true }>(),
  upload: async (purpose: FilePurpose, file: File, options: UploadOptions = {}) =>
    (await uploadFile<{ data: OrderFile }>(`private/file/upload?purpose=${purpose}`, file, options)).data,
  /** A file's bytes, by the session cookie; fetched rather than linked so a refusal is a toast, not a page of JSON. */
  download: (id: string) => api.get('private/file/get', { searchParams: { id } }).blob(),
  topup: (amount: number) => api.post('private/order/topup', { json: { amount } }).json<TopupResult>(),
  topups: async () => (await api.get('private/order/topup/list').json<{ data: Topup[] }>()).data,
  /** An order's thread, oldest first (docs/product/orders.md#messages). */
  messages: async (orderId: number) =>
    (await api.get('private/order/message/list', { searchParams: { order_id: orderId } }).json<MessageList>())
      .data,
  writeMessage: async (body: { order_id: number; body: string; file_id?: string }) =>
    (await api.post('private/order/message/create', { json: body, retry: 0 }).json<{ data: OrderMessage }>())
      .data,
}

/** Orders on one page of a staff queue. */
export const STAFF_PAGE_SIZE = 20

/** The staff desk's calls; the server checks the role on each (docs/product/orders.md#staff-desk). */
export const staffApi = {
  queue: (queue: StaffOrderQueue, page: number) =>
    api
      .get('private/order/staff/list', { searchParams: { queue, page, page_size: STAFF_PAGE_SIZE } })
      .json<{ data: StaffOrder[]; page: number; page_size: number; total: number }>(),
  topups: async (status: 'pending' | 'confirmed' | 'rejected') =>
    (await api.get('private/order/staff/topups', { searchParams: { status } }).json<{ data: StaffTopup[] }>())
      .data,
  confirmTopup: (id: number, amount: number) =>
    api.post('private/order/topup/confirm', { json: { id, amount }, retry: 0 }).json<{ data: Topup }>(),
  rejectTopup: (id: number, reason: string) =>
    api.post('private/order/topup/reject', { json: { id, reason }, retry: 0 }).json<{ data: Topup }>(),
  audit: async () => (await api.get('private/orders/staff/audit').json<AuditList>()).data,
}
