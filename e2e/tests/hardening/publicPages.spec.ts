import { expect, test } from '@playwright/test'
import { shellRendered } from '../../support/shellRendered.ts'

const publicPages = ['/', '/citation', '/qa', '/pricing', '/who-we-are', '/contact', '/u/verify', '/404']

test.describe('public pages for a visitor', () => {
  test('log no console error: asking whether anyone is signed in is not a failed request', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    const refused: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        refused.push(`${response.status()} ${new URL(response.url()).pathname}`)
      }
    })
    for (const path of publicPages) {
      await page.goto(path)
      await shellRendered(page)
      await page.waitForLoadState('networkidle')
    }
    expect(refused).toEqual([])
    expect(errors).toEqual([])
  })
})
