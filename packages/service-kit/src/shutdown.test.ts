import { connect } from 'node:net'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { buildExampleApp } from './fixtures/exampleService.ts'
import { buildTestApp } from './testing/buildTestApp.ts'
import { startServerProcess } from './testing/startServerProcess.ts'

/** Sends raw HTTP/1.1 on one keep-alive connection and collects everything the server writes back. */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk.toString()
  })
  return {
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    ended: new Promise<string>((resolve) => socket.on('close', () => resolve(received))),
  }
}

describe('graceful close', () => {
  it('lets in-flight requests finish, answers new ones 503 and then closes the database', async () => {
    const app = await buildTestApp(buildExampleApp)
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    const connection = rawConnection(port)
    connection.send('/api/slow?ms=300')
    await new Promise((resolve) => setTimeout(resolve, 100))

    const closed = app.close()
    // Pipelined behind the slow request on the same connection, so it arrives while the app is closing.
    connection.send('/healthz')
    await closed

    const responses = (await connection.ended).split('HTTP/1.1 ').slice(1)
    expect(responses[0]).toMatch(/^200 OK[\s\S]*\{"slept":300\}$/)
    expect(responses[1]).toMatch(/^503 Service Unavailable/)
    expect(responses[1]).toContain('{"error":{"code":"SERVICE_UNAVAILABLE"')
    await expect(sql`select 1`.execute(app.db)).rejects.toThrow(/destroyed/)
  })
})

// A fresh Node process compiles PGlite from scratch: give it time when every package tests at once.
describe('startService', { timeout: 90_000 }, () => {
  it('runs from source with Node, serves, and exits cleanly on SIGTERM', async () => {
    const server = await startServerProcess(new URL('./fixtures/exampleServer.ts', import.meta.url).pathname)
    try {
      const response = await fetch(`${server.url}/readyz`)
      expect(await response.json()).toEqual({ status: 'ok' })
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0)
    }
    expect(server.output.join('\n')).toContain('"signal":"SIGTERM","msg":"closing"')
  })

  it('exits with code 1 when the configuration is invalid', async () => {
    const entry = new URL('./fixtures/exampleServer.ts', import.meta.url).pathname
    await expect(startServerProcess(entry, { PORT: 'eighty' })).rejects.toThrow(/PORT must be integer/)
  })
})
