import { ARCHIVE_SEARCH_PAGE_SIZE, type DriveSearchQuery } from '@unikit/contracts/drive'

export type SearchType = NonNullable<DriveSearchQuery['type']>
export type SearchRoot = NonNullable<DriveSearchQuery['root']>
export type SearchSort = NonNullable<DriveSearchQuery['sort']>

/** A search as the results page holds it: the query, the page, and the filters a student chose. */
export type SearchFilters = {
  q: string
  page: number
  folderId?: string | undefined
  root?: SearchRoot | undefined
  type?: SearchType | undefined
  /** Best match first unless the student chose another order. */
  sort?: SearchSort | undefined
}

const searchTypes: readonly string[] = ['folder', 'pdf', 'document', 'image', 'video'] satisfies SearchType[]
const searchSorts: readonly string[] = ['newest', 'helpful', 'downloads'] satisfies SearchSort[]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** The longest query the service takes. */
export const SEARCH_QUERY_MAX_LENGTH = 100
const MAX_PAGE = 100_000

/**
 * The search in the address (`?q=&folder=&root=&type=&sort=&page=`), so Back, a reload and a shared link all give the
 * same results. Anything the service would refuse (a made-up type, a page of "-1") is left out rather than sent.
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
  const page = Number(params.get('page') ?? '1')
  const folder = params.get('folder') ?? ''
  const root = params.get('root')
  const type = params.get('type') ?? ''
  const sort = params.get('sort') ?? ''
  return {
    q,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    folderId: UUID.test(folder) ? folder : undefined,
    root: root === 'core' || root === 'major' ? root : undefined,
    type: searchTypes.includes(type) ? (type as SearchType) : undefined,
    sort: searchSorts.includes(sort) ? (sort as SearchSort) : undefined,
  }
}

/** The address of a search: only what differs from the defaults, the query first, page 1 left out. */
export function searchFilterParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams({ q: filters.q })
  if (filters.folderId) params.set('folder', filters.folderId)
  if (filters.root) params.set('root', filters.root)
  if (filters.type) params.set('type', filters.type)
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The service's query for a search; filters not chosen are not sent at all. */
export function searchQuery(filters: SearchFilters): DriveSearchQuery {
  return {
    q: filters.q,
    page: filters.page,
    page_size: ARCHIVE_SEARCH_PAGE_SIZE,
    ...(filters.folderId ? { folder_id: filters.folderId } : {}),
    ...(filters.root ? { root: filters.root } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  }
}
