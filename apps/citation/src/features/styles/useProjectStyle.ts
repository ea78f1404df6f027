import type { StyleId } from '@unikit/citation-core'
import { useActiveProject } from '../../store/activeProjectStore.ts'
import { useProjectCitations } from '../../store/citationsStore.ts'
import { RMIT_HARVARD } from '../../store/citationTypes.ts'

/**
 * The style a citation being written is previewed in: its project's (the active one), and for a numeric style
 * the number it has or will have there: its place in order of first citation, else the next one.
 */
export function useProjectStyle(citationId?: string): { style: StyleId; citationNumber: number } {
  const project = useActiveProject()
  const citations = useProjectCitations(project?.id)
  const place = citationId === undefined ? -1 : citations.findIndex((citation) => citation.id === citationId)
  return {
    style: project?.styleId ?? RMIT_HARVARD,
    citationNumber: (place === -1 ? citations.length : place) + 1,
  }
}
