import type { NoticeKind, NoticeParams } from '@unikit/contracts/notifications'
import type { Kysely } from 'kysely'

/**
 * What a service tells a student: a kind of `noticeKinds`, the params its wording needs, and the page it leads to.
 * Without a kind named, any notice (the params always those of its kind).
 */
export type Notice<K extends NoticeKind = NoticeKind> = K extends NoticeKind
  ? {
      userId: string
      kind: K
      params: NoticeParams<K>
      /** A path of the site, e.g. `/order/12`. */
      link: string
    }
  : never

/** `app.notices`: notices to students, written with the change they tell of (docs/product/platform.md#notifications). */
export interface Notices {
  /**
   * Words the notice from its kind (the table in `@unikit/contracts/notifications`) and adds it in `db`, which
   * should be the transaction of the change it tells of: the notice reaches the student's inbox (and their mail,
   * as they chose) only if that change commits. Its id.
   */
  notify<K extends NoticeKind, DB>(db: Kysely<DB>, notice: Notice<K>): Promise<string>
  /** Delivers what is due now (tests); a running service needs no call. */
  drain(): Promise<void>
}
