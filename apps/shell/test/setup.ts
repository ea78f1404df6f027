import { clearBrowserCookies } from '@unikit/config/vitest-browser-cookies'
import { afterEach, beforeEach, inject } from 'vitest'
import './providedContext.ts'

// The shell calls `/api/...` on its own origin: put the test page on the accounts service's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('accountsServiceUrl')}/` })

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())
// Each test starts as a fresh browser: no session cookie left by the one before.
afterEach(() => clearBrowserCookies())
