import { clearBrowserCookies } from '@unikit/config/vitest-browser-cookies'
import { afterEach, inject } from 'vitest'
import './providedContext.ts'

// The remote calls `/api/...` on its own origin: put the test page on the platform's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('platformUrl')}/` })

// Each test starts as a fresh browser: no session cookie left by the one before.
afterEach(() => clearBrowserCookies())
