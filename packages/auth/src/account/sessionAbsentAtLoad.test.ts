import { afterEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../session/sessionStore.ts'
import { signedOut } from '../session/sessionTypes.ts'
import { refreshProfile } from './refreshProfile.ts'
import { sessionAbsentAtLoad } from './sessionAbsentAtLoad.ts'

afterEach(() => sessionStore.setState({ ...signedOut, restored: false }))

describe('sessionAbsentAtLoad', () => {
  it('takes the page as signed out without asking the server', async () => {
    sessionAbsentAtLoad()
    expect(sessionStore.getState()).toMatchObject({ restored: true, signedIn: false })
    // Nothing to ask: a request would fail here, with no server to answer it.
    expect(await refreshProfile()).toBeNull()
  })

  it('leaves a session the page already knows alone', () => {
    sessionStore.getState().signIn({ loginType: 'app' })
    sessionAbsentAtLoad()
    expect(sessionStore.getState()).toMatchObject({ restored: true, signedIn: true })
  })
})
