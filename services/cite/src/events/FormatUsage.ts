import type { ServiceApp } from '@unikit/service-kit'
import { citationEventFormat } from './citationEvents.ts'

export type FormatCounts = Record<string, number>

/**
 * Citations created per format, from `usage_events`. The counts are read once and kept until the next
 * recorded event, so the listing's "Most used formats" costs one grouped query per change, not per visit.
 */
export class FormatUsage {
  readonly #db: ServiceApp['db']
  #counts: Promise<FormatCounts> | undefined

  constructor(db: ServiceApp['db']) {
    this.#db = db
  }

  async record(event: string): Promise<void> {
    await this.#db.insertInto('usage_events').values({ event }).execute()
    this.#counts = undefined
  }

  counts(): Promise<FormatCounts> {
    if (!this.#counts) {
      const loading = this.#load()
      this.#counts = loading
      loading.catch(() => {
        if (this.#counts === loading) this.#counts = undefined
      })
    }
    return this.#counts
  }

  async #load(): Promise<FormatCounts> {
    const rows = await this.#db
      .selectFrom('usage_events')
      .select(['event', (eb) => eb.fn.countAll<number>().as('count')])
      .where('event', 'like', 'citation-created-%')
      .groupBy('event')
      .execute()
    const counts: FormatCounts = {}
    for (const row of rows) {
      const formatId = citationEventFormat(row.event)
      if (formatId !== null) counts[formatId] = Number(row.count)
    }
    return counts
  }
}
