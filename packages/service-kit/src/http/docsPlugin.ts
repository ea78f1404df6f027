import swagger from '@fastify/swagger'
import type { KitApp } from '../serviceTypes.ts'

/** Collects every route's schemas into an OpenAPI document served at `/docs/json`. */
export function registerDocs(app: KitApp, name: string) {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `Unikit ${name} service`, version: '0.1.0' },
    },
  })
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger())
}
