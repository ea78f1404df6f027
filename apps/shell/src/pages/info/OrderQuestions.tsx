import { publicApi, useApiResource } from '@unikit/auth'
import type { FaqList } from '@unikit/contracts/orders'
import { ErrorPanel, Spinner } from '@unikit/design-system'

/** The questions about orders and paying, from the orders service that runs them (docs/product/orders.md#questions). */
export function OrderQuestions() {
  const faq = useApiResource(() => publicApi.get('private/blog/faq/list').json<FaqList>(), [])
  if (faq.status === 'error' && !faq.data)
    return (
      <ErrorPanel
        title="The questions about orders could not be loaded"
        message={faq.error.message}
        onRetry={faq.reload}
      />
    )
  if (!faq.data) return <Spinner label="Loading the questions about orders" />
  return (
    <>
      {faq.data.data.map((entry) => (
        <section key={entry.id} id={entry.id}>
          <h2>{entry.question}</h2>
          <p>{entry.answer}</p>
        </section>
      ))}
    </>
  )
}
