import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { fetchLandingEvent } from '../../api/giftApi.ts'
import { routes } from '../../routes.tsx'

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', children: routes },
      { path: '/citation', element: <h1>Citation</h1> },
    ],
    { initialEntries: ['/'] },
  )
  return render(<RouterProvider router={router} />)
}

const scrollLocked = () => document.documentElement.style.overflow === 'hidden'

describe('the landing page', () => {
  it('walks the three steps, with the page scroll locked until step 3', async () => {
    const user = userEvent.setup()
    const { year } = (await fetchLandingEvent())!
    renderLanding()

    await screen.findByRole('heading', { level: 1, name: 'Năm mới, học nhẹ tênh cùng Unikit' })
    expect(await screen.findByText(`Lì xì Tết ${year} · Unikit`)).toBeTruthy()
    expect(scrollLocked()).toBe(true)
    expect(screen.getByRole('link', { name: 'Tạo trích dẫn ngay' }).getAttribute('href')).toBe('/citation')

    await user.click(screen.getByRole('button', { name: 'Lên tàu khám phá' }))
    const story = await screen.findByRole('heading', {
      level: 2,
      name: 'Một ngày mùa deadline, nghe quen không?',
    })
    expect(document.activeElement).toBe(story)
    for (const figure of ['3–4 giờ mỗi ngày', '7749 email', '60% thời gian', '50% công sức']) {
      expect(screen.getByText(figure)).toBeTruthy()
    }
    expect(screen.queryByRole('button', { name: 'Trang tiếp' })).toBeNull()
    expect(scrollLocked()).toBe(true)

    await user.click(await screen.findByRole('button', { name: 'Trang tiếp' }, { timeout: 4000 }))
    const tour = await screen.findByRole('heading', {
      level: 2,
      name: 'Unikit: mọi công cụ học tập ở một nơi',
    })
    expect(document.activeElement).toBe(tour)
    expect(scrollLocked()).toBe(false)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Citation',
      'Archive',
      'Orders',
      'Lecturer feedback',
    ])
    expect(
      await screen.findByText(`© ${year} Unikit · Chúc mừng năm mới, an khang thịnh vượng!`),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Nhận quà' })).toBeTruthy()
  })

  it('gives the page its scrolling back when the visitor leaves /', async () => {
    const user = userEvent.setup()
    renderLanding()
    await screen.findByRole('heading', { level: 1 })
    expect(scrollLocked()).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Tạo trích dẫn ngay' }))
    await screen.findByRole('heading', { level: 1, name: 'Citation' })
    expect(scrollLocked()).toBe(false)
  })
})
