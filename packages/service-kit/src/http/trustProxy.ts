/** TRUST_PROXY as Fastify wants it: `true`, `false`, or the addresses (names like `loopback` allowed). */
export function trustProxy(value: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false' || value === '') return false
  return value
}
