import { extraSourcePrice, sampleCitationPricePerCitation } from '@unikit/contracts/orders'
import { formatVnd } from '@unikit/design-system'
import { Link } from 'react-router'
import { topupFor } from '../shared/topupAmounts.ts'
import styles from './PriceSummary.module.css'

/**
 * The price before the student commits: the live total of a Research Assistant order against the balance, with a
 * way to top up what is missing; for a Sample Citation, how the quote will be priced.
 */
export function PriceSummary({
  type,
  price,
  balance,
}: {
  type: 'sc' | 'ra'
  price: number | null
  balance: number
}) {
  if (type === 'sc' || price === null) {
    return (
      <p className={styles.note}>
        You pay nothing now. Our staff quote {formatVnd(sampleCitationPricePerCitation)} per citation; you pay
        only if you accept the quote. Your balance: {formatVnd(balance)}.
      </p>
    )
  }
  const shortfall = price - balance
  return (
    <section aria-label="Price" className={styles.summary}>
      <dl>
        <div>
          <dt>Price</dt>
          <dd aria-live="polite">{formatVnd(price)}</dd>
        </div>
        <div>
          <dt>Your balance</dt>
          <dd>{formatVnd(balance)}</dd>
        </div>
        {shortfall <= 0 && (
          <div>
            <dt>After the order</dt>
            <dd>{formatVnd(balance - price)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.fine}>Each extra source adds {formatVnd(extraSourcePrice)}.</p>
      {shortfall > 0 && (
        <p className={styles.short}>
          Your balance is {formatVnd(shortfall)} short.{' '}
          <Link to={`/order/topup?amount=${topupFor(shortfall)}`}>
            Top up {formatVnd(topupFor(shortfall))}
          </Link>
        </p>
      )}
    </section>
  )
}
