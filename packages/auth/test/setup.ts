import { cleanup } from '@testing-library/react'
import { afterEach, inject } from 'vitest'
import './providedContext.ts'

// The account calls go to `/api/...` on the page's origin: put the test page on the accounts service's.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('accountsServiceUrl')}/` })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
