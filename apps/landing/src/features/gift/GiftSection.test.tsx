import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { giftNamesVi, type LandingEvent } from '@unikit/contracts/gifts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchLandingEvent } from '../../api/giftApi.ts'
import type { LandingEventState } from '../landing/useLandingEvent.ts'
import { GiftSection } from './GiftSection.tsx'
import { GIFT_TAKEN_KEY } from './giftTakenFlag.ts'

let event: LandingEvent
beforeAll(async () => {
  event = (await fetchLandingEvent())!
})

const open = (): LandingEventState => ({ status: 'ready', event })
const field = () => screen.getByRole('textbox', { name: 'Email của bạn' }) as HTMLInputElement
const claimButton = () => screen.getByRole('button', { name: /Nhận quà|Đã nhận/ }) as HTMLButtonElement
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@gmail.com`

describe('the gift form', () => {
  it('says what is wrong with the address under the field, and keeps focus there', async () => {
    const user = userEvent.setup()
    render(<GiftSection eventState={open()} />)
    await user.click(claimButton())
    expect(screen.getByText('Email là bắt buộc')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field())

    await user.type(field(), '   ')
    await user.click(claimButton())
    expect(screen.getByText('Email là bắt buộc')).toBeTruthy()

    await user.clear(field())
    await user.type(field(), 'an.nguyen@rmit')
    expect(screen.queryByText('Email là bắt buộc')).toBeNull()
    await user.click(claimButton())
    expect(screen.getByText('Email không hợp lệ')).toBeTruthy()
    expect(field().value).toBe('an.nguyen@rmit')
  })

  it('claims a gift: a spinner, the modal of the gift won, then "Đã nhận" that a reload keeps', async () => {
    const user = userEvent.setup()
    const email = unique('lan')
    const { unmount } = render(<GiftSection eventState={open()} />)
    await user.type(field(), `  ${email}  `)
    fireEvent.submit(claimButton().form!)
    expect(claimButton().getAttribute('aria-busy')).toBe('true')

    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('lang')).toBe('vi')
    const gift = dialog.querySelector('[data-gift]')!.getAttribute('data-gift') as keyof typeof giftNamesVi
    expect(within(dialog).getByText(giftNamesVi[gift])).toBeTruthy()
    if (gift !== 'NONE') {
      expect(within(dialog).getByRole('heading', { name: 'Chúc mừng năm mới!' })).toBeTruthy()
      expect(within(dialog).getByText(email)).toBeTruthy()
      const mailbox = within(dialog).getByRole('link', { name: /^Mở hộp thư/ })
      expect(mailbox.textContent).toBe('Mở hộp thư (mở trong thẻ mới)')
      expect(mailbox.getAttribute('href')).toBe('https://mail.google.com/')
      expect(mailbox.getAttribute('target')).toBe('_blank')
    }
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(claimButton().textContent).toBe('Đã nhận')
    expect(claimButton().disabled).toBe(true)
    expect(field().disabled).toBe(true)
    expect(JSON.parse(localStorage.getItem(GIFT_TAKEN_KEY)!)).toEqual({ campaign: event.id, gift })

    unmount()
    render(<GiftSection eventState={open()} />)
    expect(claimButton().textContent).toBe('Đã nhận')
    expect(claimButton().disabled).toBe(true)
    expect(field().disabled).toBe(true)
    expect(screen.getByText(/Bạn đã nhận quà trên trình duyệt này/)).toBeTruthy()
  })

  it('closes the modal on a click of its backdrop', async () => {
    const user = userEvent.setup()
    render(<GiftSection eventState={open()} />)
    await user.type(field(), unique('backdrop'))
    await user.click(claimButton())
    const dialog = await screen.findByRole('dialog')
    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('answers "Email đã được sử dụng" in another browser for the same person', async () => {
    const user = userEvent.setup()
    const email = unique('minh')
    const { unmount } = render(<GiftSection eventState={open()} />)
    await user.type(field(), email)
    await user.click(claimButton())
    await screen.findByRole('dialog')
    unmount()

    localStorage.clear() // another browser: no local flag
    render(<GiftSection eventState={open()} />)
    const variant = email.replace('minh', 'M.I.N.H').toUpperCase()
    await user.type(field(), variant)
    await user.click(claimButton())
    expect(await screen.findByText('Email đã được sử dụng')).toBeTruthy()
    expect(field().value).toBe(variant)
    expect(claimButton().disabled).toBe(false)
  })

  it.each([
    ['upcoming', /sẽ bắt đầu lúc .* Bạn quay lại sau nhé!/],
    ['ended', /đã kết thúc\. Cảm ơn bạn đã quan tâm/],
  ] as const)('says so instead of failing on submit when the campaign is %s', (state, notice) => {
    render(<GiftSection eventState={{ status: 'ready', event: { ...event, state } }} />)
    expect(screen.getByRole('status').textContent).toMatch(notice)
    expect(field().disabled).toBe(true)
    expect(claimButton().disabled).toBe(true)
  })

  it('says when there is no campaign at all', () => {
    render(<GiftSection eventState={{ status: 'none' }} />)
    expect(screen.getByRole('status').textContent).toBe(
      'Hiện chưa có chương trình nhận quà nào. Hẹn gặp bạn vào dịp Tết tới!',
    )
    expect(claimButton().disabled).toBe(true)
  })

  it('forgets the flag of an earlier campaign', () => {
    localStorage.setItem(GIFT_TAKEN_KEY, JSON.stringify({ campaign: 'tet-2020', gift: 'CARD' }))
    render(<GiftSection eventState={open()} />)
    expect(claimButton().textContent).toBe('Nhận quà')
    expect(field().disabled).toBe(false)
  })
})
