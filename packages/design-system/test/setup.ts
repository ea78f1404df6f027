import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installDialogFake } from './dialogFake.ts'

installDialogFake()

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
