import { expect, type Page, test } from '@playwright/test'
import { shellRendered } from '../support/shellRendered.ts'

// docs/decisions/0620-be-vietnam-pro-and-one-type-scale.md
const family = 'Be Vietnam Pro'
const vietnameseRange = 'U+1EA0-1EF9'

/** Puts Vietnamese text into the page's main content and waits until the fonts it needs have loaded. */
async function addVietnameseText(page: Page) {
  await page
    .locator('main')
    .first()
    .evaluate((main) => {
      const sample = document.createElement('p')
      sample.lang = 'vi'
      sample.dataset.testid = 'vietnamese-sample'
      sample.textContent = 'Kinh tế · Đăng nhập · Tiếng Việt'
      main.append(sample)
      // A layout starts the font loads that `document.fonts.ready` then waits for.
      sample.getBoundingClientRect()
    })
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame)
    await document.fonts.ready
  })
}

/** The fonts Chromium actually drew an element's glyphs with: any fallback would be listed too. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

/** Loaded faces of the family, as "weight unicode-range". */
const loadedFaces = (page: Page) =>
  page.evaluate(
    (name) =>
      Array.from(document.fonts)
        .filter((face) => face.family.replaceAll('"', '') === name && face.status === 'loaded')
        .map((face) => `${face.weight} ${face.unicodeRange}`),
    family,
  )

/** A token's size in px, as the browser resolves it at the current viewport. */
const tokenPx = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('span')
    probe.style.fontSize = `var(${name})`
    document.body.append(probe)
    const size = getComputedStyle(probe).fontSize
    probe.remove()
    return size
  }, token)

for (const route of ['/terms', '/']) {
  test(`${route} is set in Be Vietnam Pro, Vietnamese included`, async ({ page }) => {
    const fontFiles: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fontFiles.push(`${response.status()} ${response.url()}`)
    })
    await page.goto(route)
    await shellRendered(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await addVietnameseText(page)

    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(bodyFont.replaceAll('"', '')).toMatch(/^Be Vietnam Pro,/)
    expect(await page.evaluate((name) => document.fonts.check(`16px "${name}"`, 'Tiếng Việt'), family)).toBe(
      true,
    )

    // The vietnamese subset itself was fetched and drawn, not a system font's Vietnamese glyphs.
    expect(
      (await loadedFaces(page)).some((face) => face.startsWith('400 ') && face.includes(vietnameseRange)),
    ).toBe(true)
    expect(await renderedFonts(page, '[data-testid="vietnamese-sample"]')).toEqual([family])

    // Only our woff2 files, with hashed names, from our own origin (the page's CSP lets them through).
    expect(fontFiles.length).toBeGreaterThan(0)
    for (const file of fontFiles) {
      expect(file).toMatch(
        /^200 http:\/\/localhost:\d+\/assets\/be-vietnam-pro-[a-z-]+-[457]00-normal\.[0-9a-f]{10}\.woff2$/,
      )
    }
  })
}

test('the Terms page title takes its size from the type scale, smaller on a phone', async ({ page }) => {
  await page.goto('/terms')
  const title = page.locator('article h1')
  await expect(title).toBeVisible()
  await page.evaluate(() => document.fonts.ready)

  const desktop = await title.evaluate((h1) => getComputedStyle(h1).fontSize)
  expect(desktop).toBe(await tokenPx(page, '--uk-text-3xl'))
  expect(desktop).toBe('30px')
  expect(await renderedFonts(page, 'article h1')).toEqual([family])

  await page.setViewportSize({ width: 375, height: 740 })
  const phone = await title.evaluate((h1) => getComputedStyle(h1).fontSize)
  expect(phone).toBe(await tokenPx(page, '--uk-text-3xl'))
  expect(Number.parseFloat(phone)).toBeLessThan(Number.parseFloat(desktop))
})
