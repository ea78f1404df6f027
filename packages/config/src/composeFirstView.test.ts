import { describe, expect, it } from 'vitest'
import { composeFirstView, type FirstViewParts } from './composeFirstView.ts'
import { firstViewSlot } from './firstViews.ts'

const parts: FirstViewParts = {
  page:
    '<html><head><script defer src="/main.js"></script><link as="script" href="/56.js" rel="preload">' +
    '<link href="/1.css" rel="stylesheet"></head><body><div id="root"></div></body></html>',
  frame: {
    narrow: `<header>bar</header><main>${firstViewSlot}</main>`,
    wide: `<header>row</header><main>${firstViewSlot}</main>`,
  },
  view: { narrow: '<h1>Phone $& view</h1>', wide: '<h1>Laptop view</h1>' },
  remote: 'landing',
  stylesheets: ['/mf/landing/routes.css'],
  fonts: ['/assets/latin-400.woff2'],
}

describe('composeFirstView', () => {
  const page = composeFirstView(parts) ?? ''

  it('puts both widths of the view, in the shell’s frame, inside the root, and names the remote', () => {
    expect(page).toContain(
      '<div id="root" data-first-view-of="landing"><div data-first-view="narrow"><header>bar</header><main><h1>Phone $& view</h1></main></div>' +
        '<div data-first-view="wide"><header>row</header><main><h1>Laptop view</h1></main></div></div>',
    )
  })

  it('links the remote’s stylesheets and preloads the fonts, keeping the shell’s own stylesheet and script', () => {
    expect(page).toContain('<link href="/1.css" rel="stylesheet">')
    expect(page).toContain('<script defer src="/main.js"></script>')
    expect(page).toContain('<link rel="stylesheet" href="/mf/landing/routes.css">')
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/latin-400.woff2">',
    )
  })

  it('holds the preloads of the shell’s start-up scripts in a template, for the start to use once the view has painted', () => {
    expect(page).toContain(
      '<template data-after-first-view><link as="script" href="/56.js" rel="preload"></template></head>',
    )
    expect(page.match(/\/56\.js/g)).toHaveLength(1)
  })

  it('gives the narrow copy ids of its own, so the shown copy’s labels and links name its own elements', () => {
    const labelled =
      '<a href="#main">Skip</a><main id="main"><label for="s">Search</label><input id="s" aria-describedby="h n"></main>'
    const html = composeFirstView({ ...parts, view: { narrow: labelled, wide: labelled } }) ?? ''
    expect(html).toContain(
      '<a href="#main--narrow">Skip</a><main id="main--narrow"><label for="s--narrow">Search</label><input id="s--narrow" aria-describedby="h--narrow n--narrow"></main>',
    )
    expect(html).toContain(`<div data-first-view="wide"><header>row</header><main>${labelled}</main></div>`)
  })

  it('takes a frame without a view as the whole view, and marks a page sent without a session', () => {
    const whole = composeFirstView({
      ...parts,
      frame: { narrow: '<main><p>Sign in</p></main>', wide: '<main><p>Sign in!</p></main>' },
      view: undefined,
      remote: 'shell',
      stylesheets: [],
      signedOut: true,
    })
    expect(whole).toContain(
      '<div id="root" data-first-view-of="shell" data-signed-out=""><div data-first-view="narrow"><main><p>Sign in</p></main></div>',
    )
    expect(whole).not.toContain('routes.css')
  })

  it('gives up on a page or a frame without its mark', () => {
    expect(composeFirstView({ ...parts, page: '<div id="app"></div>' })).toBeUndefined()
    expect(composeFirstView({ ...parts, frame: { ...parts.frame, wide: '<main></main>' } })).toBeUndefined()
  })
})
