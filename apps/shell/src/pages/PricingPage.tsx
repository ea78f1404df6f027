import {
  extraSourcePrice,
  freeSources,
  researchBasePrices,
  researchDays,
  researchWordCounts,
  sampleCitationPricePerCitation,
} from '@unikit/contracts/orders'
import { formatVnd, Table } from '@unikit/design-system'
import { Link } from 'react-router'
import styles from './PricingPage.module.css'

type Row = { words: (typeof researchWordCounts)[number] }

const columns = [
  {
    key: 'words',
    header: 'Word count',
    render: (row: Row) => `up to ${row.words.toLocaleString('en')} words`,
  },
  ...researchDays.map((days) => ({
    key: `d${days}`,
    header: `${days} days`,
    align: 'end' as const,
    render: (row: Row) => formatVnd(researchBasePrices[row.words][days]),
  })),
  {
    key: 'free',
    header: 'Sources included',
    align: 'end' as const,
    render: (row: Row) => freeSources(row.words),
  },
]

/** What the two paid services cost (docs/product/orders.md#prices), from the same numbers the orders service charges. */
export function PricingPage() {
  return (
    <div className="shell-page">
      <title>Pricing · Unikit</title>
      <h1>Pricing</h1>
      <section className={styles.card} aria-labelledby="sample-citation">
        <h2 id="sample-citation">Sample Citation</h2>
        <p>
          Send us your document and we cite it in RMIT Harvard:{' '}
          <strong>{formatVnd(sampleCitationPricePerCitation)}</strong> per citation.
        </p>
      </section>
      <section className={styles.card} aria-labelledby="research-assistant">
        <h2 id="research-assistant">Research Assistant</h2>
        <p>Research of a given length, delivered in 3, 7 or 14 days.</p>
        <Table
          caption="Research Assistant prices by word count and delivery time"
          columns={columns}
          rows={researchWordCounts.map((words) => ({ words }))}
          rowKey={(row) => String(row.words)}
        />
        <p>Each source beyond those included costs {formatVnd(extraSourcePrice)}, up to 10 extra sources.</p>
      </section>
      <p className={styles.actions}>
        <Link to="/order/new" className="uk-button uk-button--primary uk-button--md">
          <span className="uk-button__label">Place an order</span>
        </Link>
        <Link to="/terms">Terms and conditions</Link>
      </p>
    </div>
  )
}
