import { describeServiceBasics } from '@unikit/service-kit/testing'
import { buildApp } from './app.ts'

describeServiceBasics('orders', {
  buildApp,
  server: new URL('./server.ts', import.meta.url),
  tables: ['orders'],
})
