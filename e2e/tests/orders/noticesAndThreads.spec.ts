import { expect, type Page, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues } from '../accounts/accountSteps.ts'
import { bell, headerBalance, staffApi, studentApi, verifiedStudent, wordFile } from './orderSteps.ts'

type Api = Awaited<ReturnType<typeof studentApi>>

/** Money in the student's balance the way it really arrives: a top-up asked for, then confirmed by staff. */
async function topUp(student: Api, staff: Api, amount: number) {
  const asked = await student.post('/api/private/order/topup', { amount })
  await staff.post('/api/private/order/topup/confirm', { id: asked.data.id, amount })
}

/** A Sample Citation placed by the student through the API; its number. */
async function placeOrder(student: Api): Promise<number> {
  const file = await student.upload('sc')
  const placed = await student.post('/api/private/order/create', {
    type: 'sc',
    file_input: file,
    instruction: 'Cite the five sources in RMIT Harvard',
  })
  return placed.data.id
}

const setStatus = (who: Api, body: object) => who.post('/api/private/order/set_status', body)

/** Waits for the bell to show `count` unread: the page asks every 20 s without a reload. */
async function bellShows(page: Page, count: number) {
  await expect(bell(page, `Notifications, ${count} unread`)).toBeVisible({ timeout: 45_000 })
}

test.describe('notices, the statement, threads and revisions', () => {
  test('a quote arrives in the bell without a reload; accepting it is a line of the statement that ends at the balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    await verifiedStudent(page, '/order/processing')
    const student = await studentApi(page)
    const staff = await staffApi(request)
    await topUp(student, staff, 50_000)
    const orderId = await placeOrder(student)
    await page.reload()
    await bellShows(page, 1)

    await setStatus(staff, { id: orderId, status: 'admin_accepted', citation_count: 5 })
    await bellShows(page, 2)
    await bell(page).click()
    const panel = page.getByRole('region', { name: 'Your notifications' })
    await expect(panel.getByRole('link')).toContainText([
      `Order #${orderId} is quoted: 14.995 ₫`,
      '50.000 ₫ added',
    ])
    expect(await seriousAxeIssues(page)).toEqual([])
    await panel.getByRole('link', { name: new RegExp(`Order #${orderId} is quoted`) }).click()
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`))
    await bellShows(page, 1)

    await page.getByRole('button', { name: new RegExp(`^Accept and pay .+ for order #${orderId}$`) }).click()
    await page
      .getByRole('alertdialog', { name: `Accept the quote for order #${orderId}?` })
      .getByRole('button', { name: 'Accept and pay' })
      .click()
    await expect(page.getByText('Quote accepted and paid')).toBeVisible()
    await expect(headerBalance(page)).toContainText('35.005 ₫')

    await headerBalance(page).getByRole('link', { name: 'Statement' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible()
    const rows = page.getByRole('row')
    await expect(rows.nth(1)).toContainText('Order paid')
    await expect(rows.nth(1)).toContainText(`Order #${orderId}`)
    await expect(rows.nth(1)).toContainText('−14.995 ₫')
    await expect(rows.nth(1)).toContainText('35.005 ₫')
    await expect(rows.nth(2)).toContainText('Top-up credited')
    await expect(rows.nth(3)).toContainText('Top-up requested')
    await expect(page.getByText(/^Balance:/)).toHaveText('Balance: 35.005 ₫')
    expect(await seriousAxeIssues(page)).toEqual([])
  })

  test('on a phone: staff write on an order, the student hears it in the bell and replies on the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 375, height: 800 })
    await verifiedStudent(page, '/order/processing')
    const student = await studentApi(page)
    const staff = await staffApi(request)
    const orderId = await placeOrder(student)
    await staff.post('/api/private/order/message/create', {
      order_id: orderId,
      body: 'Which edition of the textbook did you use?',
    })
    await bellShows(page, 1)
    await bell(page).click()
    const panel = page.getByRole('region', { name: 'Your notifications' })
    expect(await fitsWidth(page)).toBe(true)
    await panel.getByRole('link', { name: new RegExp(`New message on order #${orderId}`) }).click()
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}#messages$`))

    const thread = page.getByRole('region', { name: 'Messages' })
    await expect(thread.getByText('Which edition of the textbook did you use?')).toBeVisible()
    await thread.getByRole('textbox', { name: /^Write to our staff/ }).fill('The 3rd edition, 2021.')
    await thread.getByLabel('Attach a file (optional)').setInputFiles(wordFile('Giáo trình.docx'))
    await expect(thread.getByText(/Uploaded Giáo trình\.docx/)).toBeVisible()
    await thread.getByRole('button', { name: 'Send message' }).click()
    await expect(thread.getByText('The 3rd edition, 2021.')).toBeVisible()
    await expect(thread.getByRole('button', { name: 'Giáo trình.docx' })).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    const seen = await staff.get(`/api/private/order/message/list?order_id=${orderId}`)
    expect(seen.data.map((message: { author: string }) => message.author)).toEqual(['staff', 'student'])
    const unanswered = await staff.get('/api/private/order/staff/list?queue=unanswered&page_size=100')
    expect(unanswered.data.map((order: { id: number }) => order.id)).toContain(orderId)
  })

  test('a delivery, a revision asked for, the work delivered again: the new file downloads, the first one stays', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await verifiedStudent(page, '/order/processing')
    const student = await studentApi(page)
    const staff = await staffApi(request)
    await topUp(student, staff, 20_000)
    const orderId = await placeOrder(student)
    await setStatus(staff, { id: orderId, status: 'admin_accepted', citation_count: 2 })
    await setStatus(student, { id: orderId, status: 'customer_accepted' })
    const first = await staff.upload('output', wordFile('Trích dẫn.docx'))
    await setStatus(staff, { id: orderId, status: 'admin_done', file_output: first })

    await page.goto(`/order/${orderId}`)
    await page.getByRole('button', { name: `Ask for a revision of order #${orderId}` }).click()
    const ask = page.getByRole('dialog', { name: `Ask for a revision of order #${orderId}` })
    await ask
      .getByRole('textbox', { name: /^What should change/ })
      .fill('Two sources miss their page numbers')
    await ask.getByRole('button', { name: 'Ask for the revision' }).click()
    await expect(page.locator('.uk-badge', { hasText: 'Revision requested' })).toBeVisible()

    const queue = await staff.get('/api/private/order/staff/list?queue=revision&page_size=100')
    expect(queue.data.map((order: { id: number }) => order.id)).toContain(orderId)
    const second = await staff.upload('output', wordFile('Trích dẫn, sửa.docx'))
    await setStatus(staff, { id: orderId, status: 'admin_done', file_output: second })

    await page.reload()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Delivered: Trích dẫn, sửa.docx' }).click()
    expect((await download).suggestedFilename()).toBe('Trích dẫn, sửa.docx')
    await expect(page.getByRole('button', { name: 'First delivery: Trích dẫn.docx' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toContainText([
      'You asked for a revision',
      'Our staff delivered the revision',
    ])
  })

  test('on a phone, History says how each order ended and charges only what was paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 375, height: 800 })
    await verifiedStudent(page, '/order/processing')
    const student = await studentApi(page)
    const staff = await staffApi(request)
    await topUp(student, staff, 20_000)
    const mine = await placeOrder(student)
    await setStatus(staff, { id: mine, status: 'admin_accepted', citation_count: 5 })
    await setStatus(student, { id: mine, status: 'customer_declined' })
    const theirs = await placeOrder(student)
    await setStatus(staff, { id: theirs, status: 'admin_declined', reason: 'The file is empty.' })
    const cancelled = await placeOrder(student)
    await setStatus(staff, { id: cancelled, status: 'admin_accepted', citation_count: 2 })
    await setStatus(student, { id: cancelled, status: 'customer_accepted' })
    await setStatus(staff, { id: cancelled, status: 'admin_declined', reason: 'We cannot cite this subject' })

    await page.goto('/order/history')
    const row = (id: number) =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) })
    await expect(row(mine)).toContainText('Declined by you')
    await expect(row(mine)).toContainText('Nothing charged')
    await expect(row(theirs)).toContainText('Declined by Unikit')
    await expect(row(theirs)).toContainText('Nothing charged')
    await expect(row(cancelled)).toContainText('Cancelled and refunded')
    await expect(row(cancelled)).toContainText('Refunded 5.998 ₫')
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    await row(theirs)
      .getByRole('link', { name: `#${theirs}`, exact: true })
      .click()
    await expect(page.getByText('The file is empty.', { exact: true })).toBeVisible()
    await expect(page.getByText(/Declined by Unikit on .*: nothing charged/)).toBeVisible()
  })
})
