import { useMemo } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { SavedCitation } from './citationTypes.ts'

type CitationsState = { citations: SavedCitation[] }

/** Every saved citation of every project, in the order they were first saved. */
export const citationsStore = createStore<CitationsState>()(() => ({ citations: [] }))

export function useCitations(): SavedCitation[] {
  return useStore(citationsStore, (state) => state.citations)
}

/** The citations of one project, re-computed only when the citations change. */
export function useProjectCitations(projectId: number | null | undefined): SavedCitation[] {
  const citations = useCitations()
  return useMemo(
    () => (projectId == null ? [] : citations.filter((citation) => citation.projectId === projectId)),
    [citations, projectId],
  )
}
