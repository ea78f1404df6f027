import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderArchive as renderAt } from '../test/renderArchive.tsx'
import { build } from './routes.tsx'

describe('the archive remote', () => {
  it('renders Core courses where the shell mounts it, beside the archive’s own navigation', async () => {
    renderAt('/archive')
    expect(await screen.findByRole('heading', { level: 1, name: 'Core courses' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Archive' })
    const current = nav.querySelector('[aria-current="page"]')
    expect(current?.textContent).toBe('Core courses')
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy()
  })

  it('marks the page the student is on in the navigation', async () => {
    renderAt('/archive/recent')
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent' })).toBeTruthy()
    const nav = within(screen.getByRole('navigation', { name: 'Archive' }))
    expect(nav.getByRole('link', { name: 'Recent' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'Core courses' }).getAttribute('aria-current')).toBeNull()
  })

  it('heads a search with the query it was given', async () => {
    renderAt('/archive/search?q=kinh%20t%E1%BA%BF')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search for: kinh tế' })).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search samples' }).value).toBe('kinh tế')
  })

  it('asks for a query instead of searching for nothing', async () => {
    renderAt('/archive/search?q=%20%20')
    expect(await screen.findByRole('heading', { level: 1, name: 'Search samples' })).toBeTruthy()
    expect(screen.getByText('What are you looking for?')).toBeTruthy()
  })

  it('shows an empty Recent with the ways to start', async () => {
    localStorage.clear()
    renderAt('/archive/recent')
    expect(await screen.findByText('Nothing opened yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('mounts the desk where the shell mounts staff routes', async () => {
    renderAt('/staff/archive')
    expect(await screen.findByRole('heading', { level: 1, name: 'Archive desk' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Uploads to review', selected: true })).toBeTruthy()
    for (const name of ['Reported', 'Taken down', 'Folders', 'Audit log'])
      expect(screen.getByRole('tab', { name })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
