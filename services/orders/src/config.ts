import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'orders', port: 4102 } as const

/** Settings of the orders service beyond the kit's (see this service's README). */
export const settings = Type.Object({
  /** The site's public origin: links in the students' mails point here. */
  PUBLIC_ORIGIN: Type.String({ pattern: '^https?://[^/]+$', default: 'http://localhost:8080' }),
  /** The company account top-ups are transferred to (the VietQR code and the page show it). */
  BANK_NAME: Type.String({ minLength: 1, default: 'Vietcombank' }),
  /** The bank's NAPAS BIN, e.g. 970436 for Vietcombank. */
  BANK_BIN: Type.String({ pattern: '^[0-9]{6}$', default: '970436' }),
  BANK_ACCOUNT_NO: Type.String({ pattern: '^[0-9]{6,19}$', default: '0071000888999' }),
  BANK_ACCOUNT_NAME: Type.String({ minLength: 1, default: 'CONG TY TNHH UNIKIT' }),
  /** Days staff have to deliver a Sample Citation once the student accepts the quote. */
  SAMPLE_CITATION_DAYS: Type.Integer({ minimum: 1, maximum: 30, default: 3 }),
  /** How often an instance settles interrupted payments and credits owed (a crash mid-way). */
  ORDER_RECONCILE_INTERVAL_MS: Type.Integer({ minimum: 100, default: 30_000 }),
  /** A payment still pending after this long was interrupted: the wallet is asked what happened. */
  PAYMENT_RECOVERY_AFTER_MS: Type.Integer({ minimum: 0, default: 5 * 60_000 }),
})

/** `app.config` in this service: the kit's settings and these. */
export type OrdersConfig = BaseConfig & Static<typeof settings>
