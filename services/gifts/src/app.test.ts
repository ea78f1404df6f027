import { describeServiceBasics } from '@unikit/service-kit/testing'
import { buildApp } from './app.ts'

describeServiceBasics('gifts', {
  buildApp,
  server: new URL('./server.ts', import.meta.url),
  tables: ['campaigns', 'prizes', 'gift_claims'],
})
