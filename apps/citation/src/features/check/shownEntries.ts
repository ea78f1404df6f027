import {
  type CheckProblem,
  type CheckStatus,
  type CslItem,
  type CslVariable,
  type ReferenceCheck,
  type Rendered,
  renderReference,
} from '@unikit/citation-core'

/** A change the student made to an entry after the check: details they accepted from a lookup, or the form's save. */
export type EntryUpdate = {
  formatId: number
  item: CslItem
  via: 'lookup' | 'form'
  /** The details the lookup filled (for the note under the entry). */
  filled?: CslVariable[]
}

/** An entry as the results show it: the check, with the student's update applied. */
export type ShownEntry = {
  check: ReferenceCheck
  formatId: number | null
  item: CslItem
  reference: Rendered
  status: CheckStatus
  missing: CslVariable[]
  problems: CheckProblem[]
  update?: EntryUpdate
  /** Saved into a project already (through the form): "Add all" leaves it out. */
  saved: boolean
}

/** The checked entries with the student's updates; an updated entry is re-rendered from its new parts. */
export function shownEntries(
  entries: readonly ReferenceCheck[],
  updates: ReadonlyMap<number, EntryUpdate>,
): ShownEntry[] {
  return entries.map((check) => {
    const update = updates.get(check.index)
    if (!update) {
      const { formatId, item, reference, status, missing, problems } = check
      return { check, formatId, item, reference, status, missing, problems, saved: false }
    }
    const filled = new Set<CslVariable>(update.via === 'form' ? check.missing : (update.filled ?? []))
    const missing = check.missing.filter((variable) => !filled.has(variable))
    return {
      check,
      formatId: update.formatId,
      item: update.item,
      reference: renderReference(update.formatId, update.item),
      status: missing.length === 0 ? 'fixed' : 'needs-details',
      missing,
      problems: check.problems,
      update,
      saved: update.via === 'form',
    }
  })
}
