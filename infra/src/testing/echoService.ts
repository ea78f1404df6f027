import Fastify from 'fastify'

/**
 * A stand-in service on loopback: reads bodies as a service does (1 MiB of JSON, a multipart body counted up to
 * 50 MB) and echoes what reached it, so a test sees what an edge forwarded. Close it with `app.close()`.
 */
export async function echoService() {
  const app = Fastify()
  app.addContentTypeParser(
    'multipart/form-data',
    { bodyLimit: 50 * 1024 * 1024 },
    (_request, payload, done) => {
      let bytes = 0
      payload.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      payload.on('end', () => done(null, { bytes }))
    },
  )
  const forwarded: string[] = []
  app.all('/*', async (request) => {
    forwarded.push(request.url)
    return {
      url: request.url,
      proto: request.headers['x-forwarded-proto'] ?? null,
      body: request.body ?? null,
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { app, port: address.port, url: `http://127.0.0.1:${address.port}`, forwarded }
}
