import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type DeskPage, DeskQueue } from './DeskQueue.tsx'

type Upload = { id: number; name: string }
const upload = (id: number): Upload => ({ id, name: `Essay ${id}` })

function renderQueue(load: (page: number) => Promise<DeskPage<Upload> | Upload[]>) {
  return render(
    <DeskQueue
      load={load}
      what="the uploads to review"
      empty={{ title: 'No uploads to review', message: 'New ones show here.' }}
    >
      {(items, reload) => (
        <>
          <ul aria-label="Uploads">
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
          <button type="button" onClick={reload}>
            Refresh
          </button>
        </>
      )}
    </DeskQueue>,
  )
}

describe('DeskQueue', () => {
  it('says it is loading, then shows the page and the pages, and loads the page asked for', async () => {
    const asked: number[] = []
    renderQueue(async (page) => {
      asked.push(page)
      return { data: [upload(page * 10)], total: 3, page_size: 1 }
    })
    expect(screen.getByRole('status').textContent).toContain('Loading the uploads to review')
    expect(await screen.findByText('Essay 10')).toBeTruthy()
    const pages = screen.getByRole('navigation', { name: 'Pages of the uploads to review' })
    expect(pages).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(await screen.findByText('Essay 20')).toBeTruthy()
    expect(asked).toEqual([1, 2])
  })

  it('says an empty queue is empty, as a good state', async () => {
    renderQueue(async () => ({ data: [], total: 0, page_size: 20 }))
    expect(await screen.findByRole('heading', { level: 2, name: 'No uploads to review' })).toBeTruthy()
    expect(screen.getByText('New ones show here.')).toBeTruthy()
  })

  it('takes a queue the service does not page, with no pages shown', async () => {
    renderQueue(async () => [upload(1), upload(2)])
    expect(await screen.findByText('Essay 2')).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('shows a failure with a Retry that loads again', async () => {
    let calls = 0
    renderQueue(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return [upload(7)]
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The uploads to review could not be loaded')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Essay 7')).toBeTruthy()
  })

  it('keeps the rows on screen while it reloads after a change', async () => {
    let version = 0
    let release = () => {}
    renderQueue(async () => {
      version += 1
      if (version > 1) await new Promise<void>((resolve) => (release = resolve))
      return [upload(version)]
    })
    expect(await screen.findByText('Essay 1')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(screen.getByText('Essay 1')).toBeTruthy()
    release()
    expect(await screen.findByText('Essay 2')).toBeTruthy()
  })
})
