import type { ColumnType, Generated, Kysely } from 'kysely'

/** The accounts database or a transaction on it: what every query function in `db/` takes. */
export type AccountsDb = Kysely<AccountsDatabase>

/** The accounts schema's tables, as Kysely sees them. */
export interface AccountsDatabase {
  users: UsersTable
  sessions: SessionsTable
  email_links: EmailLinksTable
  login_failures: LoginFailuresTable
  known_devices: KnownDevicesTable
  email_changes: EmailChangesTable
  email_change_attempts: EmailChangeAttemptsTable
  wallets: WalletsTable
  ledger: LedgerTable
  erasure_jobs: ErasureJobsTable
  notifications: NotificationsTable
  notification_settings: NotificationSettingsTable
}

export type { Role } from '@unikit/contracts/accounts'

import type { Role } from '@unikit/contracts/accounts'
import type { LedgerKind } from '@unikit/contracts/wallet'

export interface UsersTable {
  id: Generated<string>
  /** Stored as entered (trimmed); unique without regard to case. */
  email: string
  first_name: string
  last_name: string
  phone: string | null
  /** argon2id; never leaves the service (response schemas leave it out). */
  password_hash: string
  role: Generated<Role>
  /** Set when a verification link for the current address is opened; cleared when the address changes. */
  email_verified_at: Date | null
  /** Set by "Delete my account": the row stays, anonymised, for the wallet's ledger (decision 0630). */
  deleted_at: ColumnType<Date | null, never, Date>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date>
}

export interface SessionsTable {
  id: Generated<string>
  user_id: string
  /** SHA-256 (hex) of the bearer token. */
  token_hash: string
  created_at: ColumnType<Date, never, never>
  expires_at: Date
  revoked_at: Date | null
}

export type LinkPurpose = 'verify' | 'reset' | 'signin'

export interface EmailLinksTable {
  id: Generated<string>
  user_id: string
  purpose: LinkPurpose
  /** SHA-256 (hex) of the link's token. */
  token_hash: string
  email: string
  created_at: ColumnType<Date, never, never>
  expires_at: Date
  used_at: Date | null
}

export interface LoginFailuresTable {
  id: Generated<number>
  /** The lower-cased address tried, whether or not it has an account. */
  email_key: string
  ip: string
  created_at: ColumnType<Date, Date | undefined, never>
  /** Set when the account signs in: the failure no longer counts for the account, still for the address. */
  account_cleared_at: ColumnType<Date | null, never, Date>
  /** The known device it came from (a valid device cookie of the account), if any. */
  device_id: string | null
}

/** One row per change of a user's address (not of its letter case): the rate limit, and history for support. */
export interface EmailChangesTable {
  id: Generated<number>
  user_id: string
  old_email: string
  new_email: string
  created_at: ColumnType<Date, never, never>
}

/** One row per attempt to move an account to another address, free or taken: what the per-account limit counts. */
export interface EmailChangeAttemptsTable {
  id: Generated<number>
  user_id: string
  created_at: ColumnType<Date, never, never>
}

export interface WalletsTable {
  user_id: string
  /** VND; always the sum of the user's ledger. */
  balance: ColumnType<number, number | undefined, number>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** How an entry moves the balance: adds, takes, or nothing (a note on the statement). */
export type EntryKind = 'credit' | 'debit' | 'note'

export interface LedgerTable {
  id: Generated<number>
  user_id: string
  kind: EntryKind
  /** VND, positive for a credit or a debit (the kind gives the sign), 0 for a note. */
  amount: number
  idempotency_key: string
  reason: string
  balance_after: number
  /** What the entry is, a kind of `ledgerKinds` (`order_payment`, `topup_confirmed`...): the statement's label. */
  entry_kind: LedgerKind
  /** The order number or top-up reference it belongs to. */
  subject_id: string | null
  /** For a note, the amount it is about (the top-up asked for). */
  noted_amount: number | null
  created_at: ColumnType<Date, never, never>
}

export interface KnownDevicesTable {
  id: Generated<string>
  user_id: string
  /** SHA-256 of the cookie's secret half. */
  secret_hash: string
  created_at: ColumnType<Date, never, never>
  last_seen_at: ColumnType<Date, never, Date>
}

/**
 * One service's share of erasing a deleted account, written in the deletion's transaction and delivered to
 * `POST /internal/privacy/erase-user` of that service until it answers (docs/decisions/0630-delete-my-account.md).
 */
export interface ErasureJobsTable {
  id: Generated<string>
  user_id: string
  /** A name of ERASURE_SERVICES, e.g. `orders`. */
  service: string
  /** The address the account had; null once the service has erased. */
  email: string | null
  status: ColumnType<'pending' | 'done', never, 'done'>
  attempts: ColumnType<number, never, number>
  next_attempt_at: ColumnType<Date, never, Date>
  /** The lease of the worker delivering it; another skips it until then. */
  locked_until: ColumnType<Date | null, never, Date | null>
  last_error: ColumnType<string | null, never, string | null>
  created_at: ColumnType<Date, never, never>
  done_at: ColumnType<Date | null, never, Date>
}

/** A notice in a student's inbox, as a service's kit sender delivered it (docs/product/platform.md#notifications). */
export interface NotificationsTable {
  /** The id the sending service gave it. */
  id: string
  user_id: string
  /** Which service sent it, e.g. `orders`. */
  service: string
  /** A kind of `noticeKinds` (`order.quoted`): the mail setting it follows. */
  kind: string
  title: string
  body: string
  /** A path of the site. */
  link: string
  created_at: Date
  received_at: ColumnType<Date, never, never>
  read_at: ColumnType<Date | null, never, Date>
}

/** A student's choice of mail for one kind of notice; no row means mail is on. */
export interface NotificationSettingsTable {
  user_id: string
  kind: string
  mail: boolean
  updated_at: ColumnType<Date, never, Date>
}
