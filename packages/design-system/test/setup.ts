import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installDialogFake } from './dialogFake.ts'

installDialogFake()

// A `findBy…` waits for a state, not a time: on a busy CI machine a lazily loaded screen or a real service's
// answer can take longer than Testing Library's default second, and a fast run never reaches the ceiling.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
