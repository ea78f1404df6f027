import { pageOrigin, pageServices, servePageFrom } from '@unikit/config/vitest-page-origin'
import { newVerifiedStudent } from './newVerifiedStudent.ts'
import { signInElsewhere, signInPageAs } from './signInPageAs.ts'

// The sessions of a remote's page tests (`@unikit/config/vitest-page-origin` and `pagesGlobalSetup`), and the calls
// the tests make to its service as a user would from elsewhere.

type Seeded = 'staff' | 'student'

/** The page signed in as the seeded staff member or student. */
export const pageAs = (who: Seeded) => signInPageAs(pageServices().accountsUrl, pageServices()[who])

/** The page served by the pristine instance of the service and signed in: for an empty state. */
export function pristinePageAs(who: Seeded) {
  servePageFrom(pageServices().pristineOrigin)
  return pageAs(who)
}

/** A session of the seeded staff member or student on another device: its token. */
export const tokenOf = async (who: Seeded) =>
  (await signInElsewhere(pageServices().accountsUrl, pageServices()[who])).token

/** Another verified student, signed in elsewhere: its token. */
export const anotherStudent = async () =>
  (await signInElsewhere(pageServices().accountsUrl, await newVerifiedStudent(pageServices().accountsUrl)))
    .token

/**
 * A call to the page's service at `/api/private/<path>` as a user (a bearer token), a GET without a body: the JSON
 * answer, or a throw with the service's error.
 */
export async function callAs<T>(
  token: string,
  path: string,
  body?: unknown,
  origin = pageOrigin(),
): Promise<T> {
  const response = await fetch(`${origin}/api/private/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A file sent as `multipart/form-data` with its fields, as a form sends it (jsdom's FormData is not one Node's fetch sends). */
export async function uploadAs<T>(
  token: string,
  path: string,
  file: { name: string; type: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
): Promise<T> {
  const boundary = `unikit-${crypto.randomUUID()}`
  const encode = (text: string) => new TextEncoder().encode(text)
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
  const body = new Uint8Array([...encode(head), ...file.bytes, ...encode(`\r\n--${boundary}--\r\n`)])
  const response = await fetch(`${pageOrigin()}/api/private/${path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body,
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
