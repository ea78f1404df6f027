import { PageHeading, Tabs } from '@unikit/design-system'
import type { DeskTab } from './DeskTab.ts'
import { useDeskTab } from './useDeskTab.ts'

export type StaffDeskProps = {
  /** The page's heading, e.g. "Orders desk"; also the name of its tab list. */
  title: string
  subtitle: string
  /** In order; the first is where the desk opens. */
  tabs: DeskTab[]
}

/**
 * A tool's staff desk at `/staff/<tool>` (docs/product/platform.md#staff-desks): its heading and its tabs, the
 * selected one in the address. Every call a tab makes is checked for the staff role by the service.
 */
export function StaffDesk({ title, subtitle, tabs }: StaffDeskProps) {
  const [current, select] = useDeskTab(tabs.map((tab) => tab.id))
  return (
    <div className="uk-page">
      <PageHeading title={title} subtitle={subtitle} />
      <Tabs
        label={title}
        value={current}
        onChange={select}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: tab.id === current ? tab.render() : null,
        }))}
      />
    </div>
  )
}
