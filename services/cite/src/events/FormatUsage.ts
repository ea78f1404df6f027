import type { CiteDb } from '../db/schema.ts'
import { countEventsByName, insertUsageEvent } from '../db/usageEvents.ts'
import { citationEventFormat } from './citationEvents.ts'

export type FormatCounts = Record<string, number>

/**
 * Citations created per format, from `usage_events`. The counts are read once and kept until the next
 * recorded event, so the listing's "Most used formats" costs one grouped query per change, not per visit.
 */
export class FormatUsage {
  readonly #db: CiteDb
  #counts: Promise<FormatCounts> | undefined

  constructor(db: CiteDb) {
    this.#db = db
  }

  async record(event: string): Promise<void> {
    await insertUsageEvent(this.#db, event)
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
    const rows = await countEventsByName(this.#db, 'citation-created-')
    const counts: FormatCounts = {}
    for (const row of rows) {
      const formatId = citationEventFormat(row.event)
      if (formatId !== null) counts[formatId] = Number(row.count)
    }
    return counts
  }
}
