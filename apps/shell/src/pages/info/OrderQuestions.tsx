import { publicApi, useApiResource } from '@unikit/auth'
import type { FaqList } from '@unikit/contracts/orders'
import { Loadable } from '@unikit/design-system'

/** The questions about orders and paying, from the orders service that runs them (docs/product/orders.md#questions). */
export function OrderQuestions() {
  const faq = useApiResource(() => publicApi.get('private/blog/faq/list').json<FaqList>(), [])
  return (
    <Loadable
      state={faq}
      loading="Loading the questions about orders"
      failure="The questions about orders could not be loaded"
    >
      {({ data }) =>
        data.map((entry) => (
          <section key={entry.id} id={entry.id}>
            <h2>{entry.question}</h2>
            <p>{entry.answer}</p>
          </section>
        ))
      }
    </Loadable>
  )
}
