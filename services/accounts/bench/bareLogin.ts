// The sign-in's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and `pg`
// only, running what `POST /api/private/login` runs for a client without a device cookie, as kysely sends it: the
// user by address, the attempt recorded and the failures counted (login/loginThrottle.ts), the argon2id check, the
// attempt cleared, the device remembered and the session written, with the service's own limits (its settings, read
// once) and its own pure parts (the address, the password check, the tokens). No framework, hooks, validation or
// logging. Started by bench/login.ts on a schema of its own, set up the same way.
import { loadConfig } from '@unikit/service-kit'
import { type BareHandler, startBareServer } from '@unikit/service-kit/bench'
import { type AccountsConfig, service, settings } from '../src/config.ts'
import { readUniversityEmail } from '../src/email/readUniversityEmail.ts'
import { verifyPassword } from '../src/password/passwordHasher.ts'
import { newSecretToken } from '../src/tokens/secretToken.ts'

const config = loadConfig<AccountsConfig>({ ...service, schema: settings })
const DAY_MS = 86_400_000

const statements = {
  user: 'select "id", "email", "first_name", "last_name", "role", "password_hash" from "users" where lower(email) = $1',
  attempt: 'insert into "login_failures" ("email_key", "ip", "device_id") values ($1, $2, $3) returning "id"',
  failures:
    'select count(*) filter (where email_key = $1 and ip = $2 and account_cleared_at is null) as "n0", ' +
    'count(*) filter (where email_key = $3 and device_id is null and account_cleared_at is null) as "n1", ' +
    'count(*) filter (where ip = $4) as "n2" from "login_failures" where "created_at" > now() - $5::interval and ' +
    '(email_key = $6 and ip = $7 and account_cleared_at is null or email_key = $8 and device_id is null and ' +
    'account_cleared_at is null or ip = $9)',
  forget: 'delete from "login_failures" where "id" = $1',
  clear:
    'update "login_failures" set "account_cleared_at" = now() where "email_key" = $1 and "account_cleared_at" is null',
  device: 'insert into "known_devices" ("user_id", "secret_hash") values ($1, $2) returning "id"',
  session: 'insert into "sessions" ("user_id", "token_hash", "expires_at") values ($1, $2, $3)',
}

const login: BareHandler = async (request, pool) => {
  const body = request.body as { email: string; password: string }
  const { key } = readUniversityEmail(body.email, config.UNIVERSITY_EMAIL_DOMAIN)
  const ip = '127.0.0.1'
  const user = (await pool.query(statements.user, [key])).rows[0] as
    | { id: string; password_hash: string }
    | undefined
  const attempt = (await pool.query(statements.attempt, [key, ip, null])).rows[0].id as number
  const window = `${config.LOGIN_WINDOW_MS} milliseconds`
  const counts = (await pool.query(statements.failures, [key, ip, key, ip, window, key, ip, key, ip])).rows[0]
  const limits = [
    config.LOGIN_ACCOUNT_MAX_FAILURES,
    config.LOGIN_ACCOUNT_MAX_STRANGER_FAILURES,
    config.LOGIN_IP_MAX_FAILURES,
  ]
  if (limits.some((max, n) => Number(counts[`n${n}`]) > max)) {
    await pool.query(statements.forget, [attempt])
    return { status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } }
  }
  if (!user || !(await verifyPassword(user.password_hash, body.password))) {
    return { status: 401, body: { code: 'INVALID_CREDENTIALS' } }
  }
  await pool.query(statements.forget, [attempt])
  await pool.query(statements.clear, [key])
  await pool.query(statements.device, [user.id, newSecretToken().hash])
  const { token, hash } = newSecretToken()
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_DAYS * DAY_MS)
  await pool.query(statements.session, [user.id, hash, expiresAt])
  return { status: 200, body: { id: token, expiresAt: expiresAt.toISOString() } }
}

await startBareServer({ 'POST /api/private/login': login })
