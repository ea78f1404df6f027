import { useApiResource } from '@unikit/auth'
import { asSentence } from '@unikit/contracts'
import {
  historyStatuses,
  MAX_REVISIONS,
  orderTypeNames,
  researchAreas,
  researchLevels,
} from '@unikit/contracts/orders'
import {
  Breadcrumb,
  ErrorPanel,
  formatCount,
  formatDate,
  formatDateTime,
  Loadable,
  PageHeading,
} from '@unikit/design-system'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { ordersApi } from '../../api/ordersApi.ts'
import { FileDownloadButton } from '../shared/FileDownloadButton.tsx'
import { OrderActions } from '../shared/OrderActions.tsx'
import { OrderStatusBadge } from '../shared/OrderStatusBadge.tsx'
import { chargedText, endingText } from '../shared/orderEndingText.ts'
import styles from './OrderPage.module.css'
import { OrderThread } from './OrderThread.tsx'
import { OrderTimeline } from './OrderTimeline.tsx'

/**
 * `/order/:id`: one order, what to do with it now, every file delivered, the thread with staff, and its history
 * (docs/product/orders.md).
 */
export function OrderPage() {
  const id = Number(useParams().id)
  const detail = useApiResource(() => ordersApi.get(id), [id])
  if (!Number.isInteger(id) || id < 1 || (detail.status === 'error' && detail.error.status === 404))
    return <ErrorPanel title="No such order" message="It may be another account's, or the link is wrong." />
  if (!detail.data)
    return <Loadable state={detail} loading="Loading the order" failure="The order could not be loaded" />
  const { data: order, events } = detail.data
  const area = researchAreas.find((candidate) => candidate.code === order.area_code)
  const level = researchLevels.find((candidate) => candidate.code === order.level)
  const ending = endingText(order)
  const facts: [string, ReactNode][] = [
    ['Status', <OrderStatusBadge key="status" status={order.status} />],
    ...(ending ? [['Outcome', ending] as [string, ReactNode]] : []),
    ['Placed', formatDateTime(order.created_at)],
    [
      ending ? 'Charged' : 'Price',
      order.price === null && !ending ? 'Our staff are preparing the quote' : chargedText(order),
    ],
    ...(order.citation_count
      ? [['Citations', formatCount(order.citation_count)] as [string, ReactNode]]
      : []),
    ...(order.deadline ? [['Available by', formatDate(order.deadline)] as [string, ReactNode]] : []),
    ...(order.type === 'ra'
      ? ([
          ['Area', order.area_name ?? area?.label ?? order.area_code],
          ['Length', `Up to ${formatCount(order.word_count ?? 0)} words`],
          ['Level', level?.label ?? order.level ?? ''],
          ['Extra sources', formatCount(order.source_count ?? 0)],
        ] as [string, ReactNode][])
      : []),
    ['Instruction', order.instruction],
    ...(order.reason ? [['Reason', asSentence(order.reason)] as [string, ReactNode]] : []),
    ...(order.revisions > 0
      ? [['Revisions', `${order.revisions} of ${MAX_REVISIONS} asked for`] as [string, ReactNode]]
      : []),
  ]
  return (
    <div className="uk-page uk-page--wide">
      <Breadcrumb
        items={[
          {
            label: 'My orders',
            href: historyStatuses.includes(order.status) ? '/order/history' : '/order/processing',
          },
          { label: `Order #${order.id}` },
        ]}
      />
      <PageHeading title={`Order #${order.id}: ${orderTypeNames[order.type]}`} />
      <section className="uk-panel" aria-labelledby="order-facts">
        <h2 id="order-facts" className={styles.heading}>
          Details
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.files}>
          {order.file_input && (
            <FileDownloadButton file={order.file_input}>
              Your file: {order.file_input.name}
            </FileDownloadButton>
          )}
          {order.file_output && order.status === 'admin_done' && (
            <FileDownloadButton file={order.file_output} variant="primary">
              Delivered: {order.file_output.name}
            </FileDownloadButton>
          )}
        </div>
        {order.deliveries.length > 1 && (
          <div>
            <h3 className={styles.subheading}>Every delivery</h3>
            <ul className={styles.deliveries}>
              {order.deliveries.map((delivery) => (
                <li key={delivery.file.id}>
                  <FileDownloadButton file={delivery.file} variant="ghost">
                    {delivery.revision === 0 ? 'First delivery' : `Revision ${delivery.revision}`}:{' '}
                    {delivery.file.name}
                  </FileDownloadButton>{' '}
                  <time dateTime={delivery.deliveredAt}>{formatDateTime(delivery.deliveredAt)}</time>
                </li>
              ))}
            </ul>
          </div>
        )}
        <OrderActions order={order} onChanged={detail.reload} />
        {order.feedback && (
          <p className={styles.rating}>
            You rated it {order.feedback.score} of 5
            {order.feedback.content ? `: “${order.feedback.content}”` : '.'}
          </p>
        )}
      </section>
      <section id="messages" className="uk-panel" aria-labelledby="order-messages">
        <h2 id="order-messages" className={styles.heading}>
          Messages
        </h2>
        <OrderThread orderId={order.id} />
      </section>
      <section className="uk-panel" aria-labelledby="order-history">
        <h2 id="order-history" className={styles.heading}>
          History
        </h2>
        <OrderTimeline events={events} price={order.price} />
      </section>
    </div>
  )
}
