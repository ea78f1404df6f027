import pg from 'pg'

/**
 * Signs `count` students up through a running accounts service and returns their session tokens, for a bench
 * driving another service from outside. Confirming an address by its mailed link is the accounts journey's
 * job: here it is marked in the accounts schema directly.
 */
export async function benchStudents(options: {
  origin: string
  databaseUrl: string
  schema: string
  count: number
}): Promise<string[]> {
  const database = new pg.Pool({ connectionString: options.databaseUrl, max: 2 })
  const post = async (path: string, body: unknown) =>
    fetch(`${options.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  try {
    const one = async (n: number) => {
      const email = `s${5_000_000 + n}@rmit.edu.vn`
      const password = 'Benchmark passphrase 2026'
      await post('/api/private/signup', { first_name: 'Bench', last_name: 'Student', email, password })
      await database.query(`update ${options.schema}.users set email_verified_at = now() where email = $1`, [
        email,
      ])
      const login = await post('/api/private/login', { email, password })
      return ((await login.json()) as { id: string }).id
    }
    return await Promise.all(Array.from({ length: options.count }, (_, n) => one(n)))
  } finally {
    await database.end()
  }
}
