import { DEFAULT_UNIVERSITY_DOMAIN } from '@unikit/contracts/accounts'
import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'accounts', port: 4101 } as const

/** Settings of the accounts service beyond the kit's (see the kit README and this service's README). */
export const settings = Type.Object({
  /** Only addresses of this domain may sign up or sign in; compared case-insensitively. */
  UNIVERSITY_EMAIL_DOMAIN: Type.String({
    pattern: '^[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    default: DEFAULT_UNIVERSITY_DOMAIN,
  }),
  /** The site's public origin: verification and reset links point here. */
  PUBLIC_ORIGIN: Type.String({ pattern: '^https?://[^/]+$', default: 'http://localhost:8080' }),
  /** How long a sign-in lasts. */
  SESSION_TTL_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 30 }),
  /**
   * Failed sign-ins of one account from one source (a client address, or one known device) within LOGIN_WINDOW_MS
   * (docs/decisions/0606-..., 0731-campus-limits-and-address-changes.md).
   */
  LOGIN_ACCOUNT_MAX_FAILURES: Type.Integer({ minimum: 1, default: 5 }),
  /** Failed sign-ins of one account from every device it never signed in on. */
  LOGIN_ACCOUNT_MAX_STRANGER_FAILURES: Type.Integer({ minimum: 1, default: 30 }),
  /**
   * Failed sign-ins from one client address across accounts, from devices none of them know: sized for a campus
   * behind one address (known devices never count here, and a sign-in link always gets in).
   */
  LOGIN_IP_MAX_FAILURES: Type.Integer({ minimum: 1, default: 300 }),
  LOGIN_WINDOW_MS: Type.Integer({ minimum: 1000, default: 15 * 60_000 }),
  /**
   * Per ACCOUNTS_RATE_WINDOW_MS, counted in Redis (REDIS_URL) or the process. Per client address, sized for a
   * campus whose students share one (hundreds sign up in the first days of a semester):
   */
  SIGNUP_RATE_MAX: Type.Integer({ minimum: 1, default: 600 }),
  RESET_RATE_MAX: Type.Integer({ minimum: 1, default: 300 }),
  LINK_RATE_MAX: Type.Integer({ minimum: 1, default: 600 }),
  /** Per e-mail address signed up (each sign-up mails it). */
  SIGNUP_ADDRESS_RATE_MAX: Type.Integer({ minimum: 1, default: 3 }),
  /** Per account: verification mails asked for, and password changes and deletions tried. */
  VERIFY_MAIL_RATE_MAX: Type.Integer({ minimum: 1, default: 5 }),
  PASSWORD_CHANGE_RATE_MAX: Type.Integer({ minimum: 1, default: 10 }),
  /** Where the Contact form's messages go (docs/product/platform.md#contact). */
  CONTACT_TO: Type.String({ minLength: 3, default: 'Unikit support <support@unikit.vn>' }),
  /** Contact messages per client address per hour (a campus shares one). */
  CONTACT_RATE_MAX: Type.Integer({ minimum: 1, default: 30 }),
  ACCOUNTS_RATE_WINDOW_MS: Type.Integer({ minimum: 1000, default: 15 * 60_000 }),
  /**
   * E-mail address changes per account within EMAIL_CHANGE_WINDOW_MS (in the database): each one mails the new
   * address a link and the old one a notice, so an unbounded number would flood inboxes.
   */
  EMAIL_CHANGE_RATE_MAX: Type.Integer({ minimum: 1, default: 3 }),
  EMAIL_CHANGE_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60 * 60_000 }),
  /**
   * The services "Delete my account" erases in, as `name=url` pairs separated by commas: each gets one job,
   * delivered to its `POST /internal/privacy/erase-user` until it answers (docs/decisions/0630-delete-my-account.md).
   * The runner sets it from its table of services; a new service is one more pair.
   */
  ERASURE_SERVICES: Type.String({
    pattern: '^([a-z][a-z0-9-]*=https?://[^,=\\s]+)?(,[a-z][a-z0-9-]*=https?://[^,=\\s]+)*$',
    default: [
      'orders=http://127.0.0.1:4102',
      'drive=http://127.0.0.1:4103',
      'teachers=http://127.0.0.1:4104',
      'gifts=http://127.0.0.1:4105',
      'cite=http://127.0.0.1:4106',
    ].join(','),
  }),
  /** How often an instance looks for erasure jobs due (a deletion also wakes it at once). */
  ERASURE_INTERVAL_MS: Type.Integer({ minimum: 10, default: 5000 }),
  /** The first retry's delay for a service that did not answer; each further one doubles, up to the max. */
  ERASURE_RETRY_BASE_MS: Type.Integer({ minimum: 10, default: 5000 }),
  ERASURE_RETRY_MAX_MS: Type.Integer({ minimum: 10, default: 15 * 60_000 }),
})

/** `app.config` in this service: the kit's settings and these. */
export type AccountsConfig = BaseConfig & Static<typeof settings>
