import { sessionStore } from '@unikit/auth'
import { toastStore } from '@unikit/design-system'
import { afterEach } from 'vitest'

afterEach(() => {
  toastStore.getState().clear()
  sessionStore.getState().signOut()
})
