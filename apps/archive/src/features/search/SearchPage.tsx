import { useApiResource } from '@unikit/auth'
import { archiveFileKinds } from '@unikit/contracts/drive'
import {
  Button,
  EmptyState,
  ErrorPanel,
  LoadingState,
  PageHeading,
  Select,
  TextField,
} from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import styles from './SearchPage.module.css'
import { SearchResults } from './SearchResults.tsx'
import {
  readSearchFilters,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchFilters,
  searchFilterParams,
  searchQuery,
} from './searchFilters.ts'

const rootOptions = [
  { value: '', label: 'Core courses and majors' },
  { value: 'core', label: 'Core courses' },
  { value: 'major', label: 'Majors' },
]
const typeOptions = [
  { value: '', label: 'Any type' },
  ...archiveFileKinds.map((kind) => ({ value: kind.value, label: kind.label })),
  { value: 'folder', label: 'Folder' },
]

/**
 * `/archive/search?q=`: the header's search lands here (docs/decisions/0604-header-search-goes-to-the-results.md).
 * Titles match first, then the text inside PDFs. The query, the filters and the page live in the address, so Back
 * steps through them and a link shares them; without a query nothing is asked.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const filters = readSearchFilters(params)
  const key = searchFilterParams(filters).toString()
  const results = useApiResource(
    () => (filters.q ? archiveApi.search(searchQuery(filters)) : Promise.resolve(undefined)),
    [key],
  )
  const change = (patch: Partial<SearchFilters>) =>
    setParams(searchFilterParams({ ...filters, page: 1, ...patch }))
  const filtered = Boolean(filters.folderId || filters.root || filters.type)

  return (
    <div className="uk-page">
      <PageHeading title={filters.q ? `Search for: ${filters.q}` : 'Search samples'} />
      <search className="uk-stack">
        <QueryForm key={filters.q} initial={filters.q} onSearch={(q) => change({ q })} />
        <fieldset className={styles.filters}>
          <legend className="uk-visually-hidden">Filters</legend>
          <FolderSelect
            label="Course or major"
            first={{ value: '', label: 'Any course or major' }}
            value={filters.folderId ?? ''}
            onChange={(event) => change({ folderId: event.target.value || undefined })}
            fieldClassName={styles.filter}
          />
          <Select
            label="In"
            options={rootOptions}
            value={filters.root ?? ''}
            onChange={(event) => change({ root: (event.target.value || undefined) as SearchFilters['root'] })}
            fieldClassName={styles.filter}
          />
          <Select
            label="File type"
            options={typeOptions}
            value={filters.type ?? ''}
            onChange={(event) => change({ type: (event.target.value || undefined) as SearchFilters['type'] })}
            fieldClassName={styles.filter}
          />
        </fieldset>
      </search>

      {!filters.q ? (
        <EmptyState
          title="What are you looking for?"
          message="Type a course code such as ECON1192, a course name or words from a sample, then Search."
        />
      ) : results.status === 'error' && !results.data ? (
        <ErrorPanel
          title="The search did not work"
          message={results.error.message}
          onRetry={results.reload}
        />
      ) : !results.data || results.status === 'loading' ? (
        <LoadingState label="Searching" />
      ) : results.data.total === 0 ? (
        <EmptyState
          title={`No sample matches “${filters.q}”`}
          message={`Check the spelling, try fewer words or a course code${filtered ? ', or search without the filters' : ''}. Samples arrive as students share them: you can share yours with Upload.`}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => change({ folderId: undefined, root: undefined, type: undefined })}
              >
                Search without filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <SearchResults
          filters={filters}
          onSort={(sort) => change({ sort })}
          hits={results.data.data}
          total={results.data.total}
          pageSize={results.data.page_size}
        />
      )}
    </div>
  )
}

function QueryForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(typed.trim().slice(0, SEARCH_QUERY_MAX_LENGTH))
  }
  return (
    <form className="uk-toolbar" onSubmit={submit}>
      <TextField
        label="Search samples"
        type="search"
        placeholder="Course, code or title…"
        value={typed}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => setTyped(event.target.value)}
        fieldClassName="uk-toolbar__grow"
      />
      <Button type="submit">Search</Button>
    </form>
  )
}
