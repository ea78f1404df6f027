import { FaqList } from '@unikit/contracts/orders'
import { faqEntries } from '../../faq/faqEntries.ts'
import type { OrdersApp } from '../../OrdersApp.ts'

/** `GET /api/private/blog/faq/list`: the answers `/qa` shows, public. */
export function faqRoutes(app: OrdersApp) {
  app.get(
    '/api/private/blog/faq/list',
    { schema: { tags: ['faq'], response: { 200: FaqList } } },
    async () => ({
      data: faqEntries.map((entry) => ({ ...entry })),
    }),
  )
}
