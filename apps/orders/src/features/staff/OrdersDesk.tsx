import { auditTab, StaffDesk } from '@unikit/staff-desk'
import { staffApi } from '../../api/ordersApi.ts'
import { OrderQueue } from './OrderQueue.tsx'
import { ordersAuditWords } from './ordersAuditWords.ts'
import { TopupQueue } from './TopupQueue.tsx'

/**
 * `/staff/orders`: the people who run the service quote Sample Citations, deliver paid orders, credit top-ups and
 * read who did what. Every call is checked for the staff role on the server (docs/product/orders.md#staff-desk).
 */
export function OrdersDesk() {
  return (
    <StaffDesk
      title="Orders desk"
      subtitle="Quotes, deliveries, revisions, messages and top-ups waiting for staff."
      tabs={[
        { id: 'quote', label: 'To quote', render: () => <OrderQueue key="quote" queue="quote" /> },
        { id: 'deliver', label: 'To deliver', render: () => <OrderQueue key="deliver" queue="deliver" /> },
        { id: 'revision', label: 'Revisions', render: () => <OrderQueue key="revision" queue="revision" /> },
        {
          id: 'unanswered',
          label: 'Unanswered messages',
          render: () => <OrderQueue key="unanswered" queue="unanswered" />,
        },
        { id: 'topups', label: 'Top-ups', render: () => <TopupQueue /> },
        auditTab(staffApi.audit, ordersAuditWords),
      ]}
    />
  )
}
