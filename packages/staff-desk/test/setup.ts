import { toastStore } from '@unikit/design-system'
import { afterEach } from 'vitest'

afterEach(() => toastStore.getState().clear())
