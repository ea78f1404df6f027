import { Badge, formatDateTime, Link, Table } from '@unikit/design-system'
import { DeskQueue } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { dryRunSummary, importStage } from './importWords.ts'

/** The latest imports, to go back to one while its dry run or import runs, or to read what it did. */
export function RecentImports() {
  return (
    <section aria-labelledby="recent-imports">
      <h2 id="recent-imports">Recent imports</h2>
      <DeskQueue
        load={() => deskApi.imports()}
        what="the recent imports"
        empty={{ title: 'No imports yet', message: 'Zips sent here show with their dry run and result.' }}
      >
        {(imports) => (
          <Table
            caption="Recent imports"
            captionHidden
            rows={imports}
            rowKey={(row) => row.id}
            responsive="stack"
            columns={[
              {
                key: 'name',
                header: 'Zip',
                render: (row) => (
                  <Link href={`/staff/archive?tab=import&import=${row.id}`} aria-label={`Open ${row.name}`}>
                    {row.name}
                  </Link>
                ),
              },
              { key: 'sent', header: 'Sent', render: (row) => formatDateTime(row.created_at) },
              {
                key: 'stage',
                header: 'Stage',
                render: (row) => {
                  const stage = importStage(row.status)
                  return <Badge tone={stage.tone}>{stage.text}</Badge>
                },
              },
              {
                key: 'rows',
                header: 'Rows',
                render: (row) => (row.status === 'checking' ? '' : dryRunSummary(row.counts)),
              },
            ]}
          />
        )}
      </DeskQueue>
    </section>
  )
}
