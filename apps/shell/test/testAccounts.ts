import { accountApi, signInWithPassword } from '@unikit/auth'
import { browserCookie } from '@unikit/config/vitest-browser-cookies'
import { mailedLink } from '@unikit/test-fakes'
import { inject } from 'vitest'

// Students of the real accounts service the tests run against (see node/accountsService.ts).

export type TestStudent = {
  firstName: string
  lastName: string
  studentNumber: string
  email: string
  password: string
}

let sequence = 0

/** A student nobody has signed up with yet. */
export function newStudent(firstName = 'Minh'): TestStudent {
  sequence += 1
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`
  const studentNumber = `s${id}`
  return {
    firstName,
    lastName: 'Nguyễn',
    studentNumber,
    email: `${studentNumber}@rmit.edu.vn`,
    password: `Unikit-${id}-pass`,
  }
}

/** Signs a new student up (the service mails the verification link). */
export async function createStudent(firstName?: string): Promise<TestStudent> {
  const student = newStudent(firstName)
  await accountApi.signup({
    first_name: student.firstName,
    last_name: student.lastName,
    email: student.email,
    password: student.password,
  })
  return student
}

/** A new student, signed in: the session is stored as the dialog would store it. */
export async function signedInStudent(firstName?: string): Promise<TestStudent> {
  const student = await createStudent(firstName)
  await signInWithPassword({ email: student.email, password: student.password })
  return student
}

const service = () => inject('accountsServiceUrl')

/** A new student, signed in, who opened the verification link (only a verified account changes its address). */
export async function verifiedStudent(firstName?: string): Promise<TestStudent> {
  const student = await signedInStudent(firstName)
  await accountApi.verifyEmail({ token: await mailedToken(student.email, '/u/verify') })
  return student
}

/** The token of the newest link to `path` (`/u/verify`, `/u/reset`, `/u/signin`) mailed to `to`, once the outbox has it. */
export async function mailedToken(to: string, path: '/u/verify' | '/u/reset' | '/u/signin'): Promise<string> {
  const link = await mailedLink(service(), to, path)
  return new URL(link, 'http://unikit.test').searchParams.get('token') ?? ''
}

/** A call of the accounts service's `/internal` API, as another service makes it (with INTERNAL_TOKEN). */
async function internal(path: string, body: object): Promise<void> {
  const response = await fetch(`${service()}/internal/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': inject('accountsInternalToken') },
    body: JSON.stringify(body),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
}

/** Adds to a student's balance the way the orders or payments side would (an internal wallet credit). */
export async function credit(
  userId: string,
  amount: number,
  entry: { entryKind?: string; subjectId?: string } = {},
): Promise<void> {
  await internal('wallet/credit', {
    userId,
    amount,
    idempotencyKey: crypto.randomUUID(),
    reason: 'test:top-up',
    ...entry,
  })
}

/** Takes from a student's balance the way the orders service pays an order. */
export async function debit(userId: string, amount: number, orderId: number): Promise<void> {
  await internal('wallet/debit', {
    userId,
    amount,
    idempotencyKey: `order:${orderId}:charge`,
    reason: `order:${orderId}`,
    entryKind: 'order_payment',
    subjectId: String(orderId),
  })
}

/** Delivers notices into a student's inbox the way a service's kit sender does; their ids. */
export async function deliverNotices(
  userId: string,
  notices: { title: string; text?: string; link?: string; kind?: string; createdAt?: string }[],
): Promise<string[]> {
  const batch = notices.map((notice) => ({
    id: crypto.randomUUID(),
    userId,
    kind: notice.kind ?? 'order.quoted',
    title: notice.title,
    text: notice.text ?? 'Accept the quote to start the work.',
    link: notice.link ?? '/order/12',
    createdAt: notice.createdAt ?? new Date().toISOString(),
  }))
  await internal('notifications/deliver', { service: 'orders', notices: batch })
  return batch.map((notice) => notice.id)
}

/** The seeded staff account (SEED_DEMO), signed in in this browser. */
export async function signedInStaff(): Promise<void> {
  await signInWithPassword({ email: 'staff@rmit.edu.vn', password: 'Unikit-staff-2026' })
}

/** Whether the server still accepts `token` (`GET /api/private/me`, as a bearer token, without the browser's cookie). */
export async function tokenIsLive(token: string): Promise<boolean> {
  const response = await fetch(`${service()}/api/private/me`, {
    headers: { authorization: `Bearer ${token}` },
    credentials: 'omit',
  })
  return response.ok
}

/**
 * The token of this browser's session cookie, as devtools would show it (the page's scripts cannot read it:
 * docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export function sessionToken(): string {
  const token = browserCookie('__Host-unikit-session')
  if (!token) throw new Error('this browser has no session cookie')
  return token
}

/** Signs the student in on another device (a client that is no browser gets the token in the answer). */
export async function otherDeviceSession(student: TestStudent): Promise<string> {
  const response = await fetch(`${service()}/api/private/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student.email, password: student.password }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { id: string }).id
}

/** Ends this browser's session on the server only, as a sign-out on another device would; the page still thinks it is signed in. */
export async function endSessionElsewhere(): Promise<void> {
  const response = await fetch(`${service()}/api/mobile/user/logout`, {
    headers: { authorization: `Bearer ${sessionToken()}` },
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`logout failed: ${response.status}`)
}
