import { useIsStaff } from '@unikit/auth'
import { orderTypeNames, researchBasePrices, sampleCitationPricePerCitation } from '@unikit/contracts/orders'
import { Card, formatVnd, PageHeading } from '@unikit/design-system'
import { Link } from 'react-router'
import { StaffElsewhere } from '../shared/StaffElsewhere.tsx'
import styles from './NewOrderPage.module.css'

const cheapestResearch = Math.min(
  ...Object.values(researchBasePrices).flatMap((byDays) => Object.values(byDays)),
)

/** `/order/new`: the two paid services side by side (docs/product/orders.md#placing-an-order). */
export function NewOrderPage() {
  const staff = useIsStaff()
  if (staff)
    return (
      <div className="uk-page">
        <PageHeading title="New order" />
        <StaffElsewhere />
      </div>
    )
  return (
    <div className="uk-page">
      <PageHeading title="New order" subtitle="Choose a service. You pay from your balance, in dong." />
      <div className={`uk-card-grid uk-card-grid--fit ${styles.cards}`}>
        <Card as="article" title={orderTypeNames.sc} className={styles.card}>
          <p>
            Send your essay in Word. Our staff count the sources to cite and quote{' '}
            <strong>{formatVnd(sampleCitationPricePerCitation)} per citation</strong>; you accept the quote
            (and pay) or decline it (and pay nothing). Delivered in Word within 3 days of your acceptance.
          </p>
          <Link to="sample-citation" className="uk-button uk-button--primary uk-button--md">
            <span className="uk-button__label">Order a Sample Citation</span>
          </Link>
        </Card>
        <Card as="article" title={orderTypeNames.ra} className={styles.card}>
          <p>
            A researcher finds and summarises sources for your topic: choose the length, the days and any
            extra sources, and see the price before you pay.{' '}
            <strong>From {formatVnd(cheapestResearch)}</strong>.
          </p>
          <Link to="research-assistant" className="uk-button uk-button--primary uk-button--md">
            <span className="uk-button__label">Order a Research Assistant</span>
          </Link>
        </Card>
      </div>
      <p className={styles.more}>
        <Link to="/pricing">All prices</Link> · <Link to="/qa">Questions and answers</Link> ·{' '}
        <Link to="/order/topup">Top up your balance</Link>
      </p>
    </div>
  )
}
