import type { PageMetadata } from './PageMetadata.ts'
import { stripMarkup } from './stripMarkup.ts'

/** Case-insensitive access to a page's meta tags, with entities decoded and empty values dropped. */
export class MetaReader {
  private readonly values = new Map<string, string[]>()

  constructor(meta: PageMetadata['meta'] = {}) {
    for (const [name, value] of Object.entries(meta)) {
      const list = (Array.isArray(value) ? value : [value])
        .map((v) => stripMarkup(String(v)))
        .filter((v) => v !== '')
      const key = name.toLowerCase()
      this.values.set(key, [...(this.values.get(key) ?? []), ...list])
    }
  }

  /** The first value of the first name that has one. */
  first(...names: string[]): string {
    for (const name of names) {
      const value = this.values.get(name)?.[0]
      if (value) return value
    }
    return ''
  }

  /** Every value of the first name that has any. */
  all(...names: string[]): string[] {
    for (const name of names) {
      const list = this.values.get(name)
      if (list && list.length > 0) return list
    }
    return []
  }
}
