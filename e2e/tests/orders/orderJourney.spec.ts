import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { dialog, seriousAxeIssues } from '../accounts/accountSteps.ts'
import { openMenu } from '../headerSteps.ts'
import { headerBalance, staffDesk, verifiedStudent, wordFile } from './orderSteps.ts'

test.describe('orders, from an empty balance to a rated delivery', () => {
  test('a student tops up, orders a Sample Citation, accepts the quote, downloads and rates it; staff run it from the desk', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const staffContext = await browser.newContext()
    const desk = await staffContext.newPage()
    await staffDesk(desk, 'topups')

    // Top up: a VietQR code and a reference for the memo.
    await verifiedStudent(page, '/order/topup')
    await expect(page.getByRole('heading', { level: 1, name: 'Top up your balance' })).toBeVisible()
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1500')
    await page.getByRole('button', { name: 'Get the transfer details' }).click()
    await expect(
      page.getByText('Enter an amount from 10.000 ₫ to 50.000.000 ₫, in whole thousands'),
    ).toBeVisible()
    await page.getByRole('button', { name: '200.000 ₫' }).click()
    await page.getByRole('button', { name: 'Get the transfer details' }).click()
    await expect(page.getByRole('img', { name: /^VietQR code: 200\.000 ₫/ })).toBeVisible()
    const reference =
      (await page
        .locator('code', { hasText: /^UNIKIT / })
        .first()
        .textContent()) ?? ''
    expect(reference).toMatch(/^UNIKIT [0-9A-Z]{6}$/)
    expect(await seriousAxeIssues(page)).toEqual([])

    // Staff see the transfer arrive and credit it.
    await desk.reload()
    await desk.getByRole('button', { name: `Confirm top-up ${reference}` }).click()
    await dialog(desk, `Confirm ${reference}`).getByRole('button', { name: 'Credit 200.000 ₫' }).click()
    await expect(desk.getByText('200.000 ₫ credited')).toBeVisible()

    await page.reload()
    await expect(headerBalance(page)).toContainText('200.000 ₫')
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Credited')

    // A Sample Citation: the form says what is missing, then takes a Word file with progress.
    await page.goto('/order/new')
    await page.getByRole('link', { name: 'Order a Sample Citation' }).click()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Upload your document')).toBeVisible()
    await expect(page.getByLabel('Document')).toBeFocused()
    await page.getByLabel('Document').setInputFiles(wordFile())
    await expect(page.getByRole('status').filter({ hasText: 'Uploaded Bài luận.docx' })).toBeVisible()
    await page
      .getByRole('textbox', { name: /^Instruction/ })
      .fill('Please cite the five sources in RMIT Harvard')
    await page.getByRole('button', { name: 'Read the terms' }).click()
    await dialog(page, 'Terms of service for orders').getByRole('button', { name: 'I agree' }).click()
    await expect(page.getByRole('checkbox', { name: 'I agree to the terms of service' })).toBeChecked()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/order\/\d+$/)
    const orderId = Number(page.url().split('/').pop())
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${orderId}: Sample Citation` }),
    ).toBeVisible()
    await expect(page.getByText('Our staff are preparing the quote')).toBeVisible()

    // Staff quote it: 10 citations at 2.999 ₫.
    await desk.goto('/staff/orders')
    await desk.getByRole('button', { name: `Quote order #${orderId}` }).click()
    const quote = dialog(desk, `Quote order #${orderId}`)
    await quote.getByRole('textbox', { name: 'Citations' }).fill('10')
    await expect(quote.getByText('Price: 29.990 ₫')).toBeVisible()
    await quote.getByRole('button', { name: 'Send quote' }).click()
    await expect(desk.getByText(`Quote sent for order #${orderId}`)).toBeVisible()

    // The student accepts and pays it from the list.
    await page.goto('/order/processing')
    await page.getByRole('button', { name: new RegExp(`^Accept and pay .+ for order #${orderId}$`) }).click()
    await page
      .getByRole('alertdialog', { name: `Accept the quote for order #${orderId}?` })
      .getByRole('button', { name: 'Accept and pay' })
      .click()
    await expect(page.getByText('Quote accepted and paid')).toBeVisible()
    await expect(headerBalance(page)).toContainText('170.010 ₫')

    // Staff deliver a file.
    await desk.goto('/staff/orders?tab=deliver')
    await desk.getByRole('button', { name: `Deliver order #${orderId}` }).click()
    const deliver = dialog(desk, `Deliver order #${orderId}`)
    await deliver.getByLabel('Delivered file').setInputFiles(wordFile('Trích dẫn mẫu.docx'))
    await expect(deliver.getByText('Uploaded Trích dẫn mẫu.docx')).toBeVisible()
    await deliver.getByRole('button', { name: 'Deliver', exact: true }).click()
    await expect(desk.getByText(`order #${orderId} delivered`)).toBeVisible()

    // The student downloads it from History and rates it.
    await page.goto('/order/history')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: `Download the delivery of order #${orderId}` }).click()
    expect((await download).suggestedFilename()).toBe('Trích dẫn mẫu.docx')
    await page.getByRole('button', { name: `Rate order #${orderId}` }).click()
    const rate = dialog(page, `Rate order #${orderId}`)
    await rate.getByRole('button', { name: 'Send rating' }).click()
    await expect(rate.getByRole('alert')).toHaveText('Feedback required')
    await rate.getByRole('radio', { name: '5 stars' }).check()
    await rate.getByRole('textbox', { name: /^Comment/ }).fill('Quick and tidy')
    await rate.getByRole('button', { name: 'Send rating' }).click()
    await expect(page.getByText('Rated 5 of 5')).toBeVisible()

    // The order's history, and the desk's audit log.
    await page.goto(`/order/${orderId}`)
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByRole('listitem')).toHaveText([
      /You placed the order/,
      /Our staff quoted 29\.990 ₫/,
      /You accepted the quote and paid it/,
      /Our staff delivered the work/,
    ])
    expect(await seriousAxeIssues(page)).toEqual([])
    await desk.goto('/staff/orders?tab=audit')
    await expect(
      desk.getByRole('row', { name: new RegExp(`Delivered.*#${orderId} Sample Citation`) }),
    ).toBeVisible()
    await staffContext.close()
  })

  test('a Research Assistant order shows the server’s price, and a short balance is told how much to top up', async ({
    page,
  }) => {
    await verifiedStudent(page, '/order/new/research-assistant')
    await page.getByRole('combobox', { name: /^Research area/ }).selectOption('tourism')
    await page.getByRole('combobox', { name: /^Level/ }).selectOption('detailed')
    await page.getByRole('combobox', { name: 'Length' }).selectOption('1500')
    await page.getByRole('combobox', { name: 'Delivered in' }).selectOption('3')
    await page.getByRole('spinbutton', { name: 'Extra sources' }).fill('2')
    const price = page.getByRole('region', { name: 'Price' })
    await expect(price).toContainText('2.490.000 ₫')
    await expect(price).toContainText('Your balance is 2.490.000 ₫ short.')
    await expect(price.getByRole('link', { name: 'Top up 2.490.000 ₫' })).toHaveAttribute(
      'href',
      '/order/topup?amount=2490000',
    )
    await page.getByLabel('Document').setInputFiles(wordFile('Đề bài.docx'))
    await expect(page.getByText('Uploaded Đề bài.docx')).toBeVisible()
    await page.getByRole('textbox', { name: /^Instruction/ }).fill('Sustainable tourism in Hội An')
    await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check()
    await page.getByRole('button', { name: 'Place order and pay' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your balance is 2.490.000 ₫ short' }),
    ).toBeFocused()
    await expect(page.getByRole('textbox', { name: /^Instruction/ })).toHaveValue(
      'Sustainable tourism in Hội An',
    )
    await page.goto('/order/processing')
    await page.getByRole('tab', { name: 'Research Assistant' }).click()
    await expect(page.getByRole('heading', { name: 'No orders under way: Research Assistant' })).toBeVisible()
  })

  test('a quote declined costs nothing, and the pages fit a phone', async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await verifiedStudent(page, '/order/new/sample-citation')
    expect(await fitsWidth(page)).toBe(true)
    await page.getByLabel('Document').setInputFiles(wordFile())
    await expect(page.getByText('Uploaded Bài luận.docx')).toBeVisible()
    await page.getByRole('textbox', { name: /^Instruction/ }).fill('x'.repeat(160))
    await expect(page.getByRole('textbox', { name: /^Instruction/ })).toHaveValue('x'.repeat(150))
    await page.getByRole('checkbox', { name: 'I agree to the terms of service' }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/order\/\d+$/)
    const orderId = Number(page.url().split('/').pop())

    const staffContext = await browser.newContext()
    const desk = await staffContext.newPage()
    await staffDesk(desk)
    await desk.getByRole('button', { name: `Quote order #${orderId}` }).click()
    await dialog(desk, `Quote order #${orderId}`).getByRole('textbox', { name: 'Citations' }).fill('3')
    await dialog(desk, `Quote order #${orderId}`).getByRole('button', { name: 'Send quote' }).click()
    await expect(desk.getByText(`Quote sent for order #${orderId}`)).toBeVisible()
    await staffContext.close()

    await page.goto('/order/processing')
    expect(await fitsWidth(page)).toBe(true)
    await page.getByRole('button', { name: `Decline order #${orderId}` }).click()
    await page
      .getByRole('alertdialog', { name: `Decline the quote for order #${orderId}?` })
      .getByRole('button', { name: 'Decline quote' })
      .click()
    await expect(page.getByText('Quote declined: nothing was charged')).toBeVisible()
    await page.goto('/order/history')
    await expect(page.getByRole('row').filter({ hasText: 'Declined by you' })).toContainText(
      'Nothing charged',
    )
    // On a phone the balance is in the header's menu.
    await expect(headerBalance(await openMenu(page))).toContainText('0 ₫')
    await page.keyboard.press('Escape')
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    // The questions about paying come from the orders service.
    await page.goto('/qa')
    await expect(page.getByRole('heading', { level: 2, name: 'How do I pay?' })).toBeVisible()
  })
})
