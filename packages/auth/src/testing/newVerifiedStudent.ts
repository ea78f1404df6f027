import { mailedLink } from '@unikit/test-fakes'

let sequence = 0

/**
 * A new student of the real accounts service at `accountsUrl`, signed up and verified through the link it mails
 * (read from its development outbox), as a person would: their credentials.
 */
export async function newVerifiedStudent(
  accountsUrl: string,
  firstName = 'Minh',
): Promise<{ email: string; password: string }> {
  sequence += 1
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`
  const student = { email: `s${id}@rmit.edu.vn`, password: `Unikit-${id}-pass` }
  const post = (path: string, body: object) =>
    fetch(`${accountsUrl}/api/private/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
  const signup = await post('signup', { first_name: firstName, last_name: 'Nguyễn', ...student })
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`)
  const link = await mailedLink(accountsUrl, student.email, '/u/verify')
  const token = new URL(link, accountsUrl).searchParams.get('token') ?? ''
  const verified = await post('u/verify', { token })
  if (!verified.ok) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`)
  return student
}
