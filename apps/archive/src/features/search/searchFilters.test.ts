import { ARCHIVE_SEARCH_PAGE_SIZE } from '@unikit/contracts/drive'
import { describe, expect, it } from 'vitest'
import { readSearchFilters, searchFilterParams, searchQuery } from './searchFilters.ts'

const folder = '0b7c6a52-4f7e-4c59-9a43-1f0f5b1c2d3e'

describe('readSearchFilters', () => {
  it('reads the query trimmed and every filter from the address', () => {
    const params = new URLSearchParams({ q: '  kinh tế ', folder, root: 'major', type: 'pdf', page: '3' })
    expect(readSearchFilters(params)).toEqual({
      q: 'kinh tế',
      page: 3,
      folderId: folder,
      root: 'major',
      type: 'pdf',
    })
  })

  it('starts at page 1 with no filters when the address has none', () => {
    expect(readSearchFilters(new URLSearchParams())).toEqual({
      q: '',
      page: 1,
      folderId: undefined,
      root: undefined,
      type: undefined,
    })
  })

  it('leaves out what the service would refuse', () => {
    const params = new URLSearchParams({ q: 'x', folder: '../etc', root: 'tmp', type: 'exe', page: '-2' })
    expect(readSearchFilters(params)).toEqual({
      q: 'x',
      page: 1,
      folderId: undefined,
      root: undefined,
      type: undefined,
    })
    expect(readSearchFilters(new URLSearchParams({ page: '1.5' })).page).toBe(1)
    expect(readSearchFilters(new URLSearchParams({ page: '999999' })).page).toBe(1)
    expect(readSearchFilters(new URLSearchParams({ q: 'a'.repeat(150) })).q).toHaveLength(100)
  })

  it('takes Folder as a type', () => {
    expect(readSearchFilters(new URLSearchParams({ type: 'folder' })).type).toBe('folder')
  })
})

describe('searchFilterParams', () => {
  it('writes only what differs from the defaults, the query first', () => {
    expect(searchFilterParams({ q: 'cosc', page: 1 }).toString()).toBe('q=cosc')
    expect(
      searchFilterParams({ q: 'cosc', page: 2, root: 'core', type: 'video', folderId: folder }).toString(),
    ).toBe(`q=cosc&folder=${folder}&root=core&type=video&page=2`)
  })

  it('reads back what it wrote', () => {
    const filters = {
      q: 'marketing plan',
      page: 4,
      folderId: folder,
      root: 'major' as const,
      type: 'image' as const,
    }
    expect(readSearchFilters(searchFilterParams(filters))).toEqual(filters)
  })
})

describe('searchQuery', () => {
  it('asks for a page of the archive’s size and sends only the chosen filters', () => {
    expect(searchQuery({ q: 'econ', page: 2 })).toEqual({
      q: 'econ',
      page: 2,
      page_size: ARCHIVE_SEARCH_PAGE_SIZE,
    })
    expect(searchQuery({ q: 'econ', page: 1, folderId: folder, root: 'core', type: 'document' })).toEqual({
      q: 'econ',
      page: 1,
      page_size: ARCHIVE_SEARCH_PAGE_SIZE,
      folder_id: folder,
      root: 'core',
      type: 'document',
    })
  })
})
