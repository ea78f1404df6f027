import { type SessionUser, sessionStore } from '@unikit/auth'

/** A session in the store alone, for a component that only reads who is signed in (no service is asked). */
export function signedInAs(role: SessionUser['role']) {
  const user: SessionUser = {
    id: 'u1',
    first_name: 'Lan',
    last_name: 'Tran',
    email: 'lan@rmit.edu.vn',
    phone: null,
    verified: true,
    role,
  }
  sessionStore.getState().signIn({ loginType: 'app', profile: { user, account: null } })
}
