import { EmptyState, PageHeading } from '@unikit/design-system'
import { useSearchParams } from 'react-router'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { LecturerSearchForm } from '../shared/LecturerSearchForm.tsx'
import { usePagedLecturers } from '../shared/usePagedLecturers.ts'
import { Results } from './FeedbackHome.tsx'

/** `/feedback/search?q=`: lecturers by name (diacritics optional) or by a course code they teach. */
export function SearchPage() {
  const [params] = useSearchParams()
  const query = (params.get('q') ?? '').trim()
  const list = usePagedLecturers((page) => feedbackApi.search(query, page), query, query !== '')
  return (
    <div className="uk-page">
      <PageHeading title={query ? `Search for: ${query}` : 'Search lecturers'} />
      <LecturerSearchForm key={query} initial={query} />
      {query && (
        <Results
          list={list}
          label="Lecturers found"
          empty={
            <EmptyState
              title={`No lecturer matches “${query}”`}
              message="Try a course code such as COSC2429."
              headingLevel={2}
            />
          }
        />
      )}
    </div>
  )
}
