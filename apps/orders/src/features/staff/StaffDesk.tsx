import { PageHeading, Tabs } from '@unikit/design-system'
import { useSearchParams } from 'react-router'
import { AuditLog } from './AuditLog.tsx'
import { OrderQueue } from './OrderQueue.tsx'
import { TopupQueue } from './TopupQueue.tsx'

const tabs = [
  { id: 'quote', label: 'To quote' },
  { id: 'deliver', label: 'To deliver' },
  { id: 'topups', label: 'Top-ups' },
  { id: 'audit', label: 'Audit log' },
] as const
type TabId = (typeof tabs)[number]['id']

/**
 * `/staff/orders`: the people who run the service quote Sample Citations, deliver paid orders, credit top-ups and
 * read who did what. Every call is checked for the staff role on the server (docs/product/orders.md#staff-desk).
 */
export function StaffDesk() {
  const [params, setParams] = useSearchParams()
  const current = (tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'quote') as TabId
  const content = (id: TabId) => {
    if (id !== current) return null
    if (id === 'quote' || id === 'deliver') return <OrderQueue queue={id} />
    if (id === 'topups') return <TopupQueue />
    return <AuditLog />
  }
  return (
    <div className="uk-page">
      <PageHeading title="Orders desk" subtitle="Quotes, deliveries and top-ups waiting for staff." />
      <Tabs
        label="Orders desk"
        value={current}
        onChange={(id) => setParams(id === 'quote' ? {} : { tab: id })}
        tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: content(tab.id) }))}
      />
    </div>
  )
}
