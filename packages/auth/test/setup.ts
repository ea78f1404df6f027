import { cleanup } from '@testing-library/react'
import { clearBrowserCookies } from '@unikit/config/vitest-browser-cookies'
import { afterEach, inject } from 'vitest'
import './providedContext.ts'

// The account calls go to `/api/...` on the page's origin: put the test page on the accounts service's.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('accountsServiceUrl')}/` })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
// Each test starts as a fresh browser: no session cookie left by the one before.
afterEach(() => clearBrowserCookies())
