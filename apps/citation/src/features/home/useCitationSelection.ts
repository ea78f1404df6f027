import { useEffect, useMemo, useState } from 'react'
import type { SavedCitation } from '../../store/citationTypes.ts'
import type { ListingRow } from './useListing.ts'

/**
 * The listing's ticked rows (docs/product/citations.md#listing). Actions follow what the student sees: the
 * selected rows the search shows. Rows selected earlier and hidden by the search stay selected (clearing the
 * search shows them again) but are left out, and `hiddenSelected` says how many.
 */
export function useCitationSelection(citations: readonly SavedCitation[], visible: readonly ListingRow[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  // A selection belongs to one project and to citations that still exist.
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((id) => citations.some((citation) => citation.id === id))
      return kept.length === current.size ? current : new Set(kept)
    })
  }, [citations])

  const chosen = useMemo(
    () => visible.filter(({ citation }) => selected.has(citation.id)),
    [visible, selected],
  )

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  // The header box selects or clears the rows shown; a selection the search hides is left as it is.
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      for (const { citation } of visible) {
        if (checked) next.add(citation.id)
        else next.delete(citation.id)
      }
      return next
    })

  return { selected, chosen, hiddenSelected: selected.size - chosen.length, toggle, toggleAll }
}
