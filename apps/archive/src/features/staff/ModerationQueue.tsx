import { useApiResource } from '@unikit/auth'
import type { ModerateBody, StaffItem } from '@unikit/contracts/drive'
import { Button, EmptyState, Pagination, toast } from '@unikit/design-system'
import { useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { LoadingState } from '../shared/LoadingState.tsx'
import styles from './Desk.module.css'
import { DeskError } from './DeskError.tsx'
import { ReasonDialog } from './ReasonDialog.tsx'
import { StaffItemSummary } from './StaffItemSummary.tsx'

type Action = ModerateBody['action']
type Decision = { item: StaffItem; action: Action }

/** How each decision reads on its button, its dialog and its toast; hide and delete need a reason. */
const actions: Record<
  Action,
  { label: string; title: string; done: string; required: boolean; danger: boolean; hint: string }
> = {
  hide: {
    label: 'Hide',
    title: 'Take down',
    done: 'taken down',
    required: true,
    danger: false,
    hint: 'It goes in the audit log and the reporters are told.',
  },
  dismiss: {
    label: 'Dismiss reports',
    title: 'Dismiss the reports on',
    done: 'kept; its reports are closed',
    required: false,
    danger: false,
    hint: 'It goes in the audit log.',
  },
  delete: {
    label: 'Delete',
    title: 'Delete for good',
    done: 'deleted',
    required: true,
    danger: true,
    hint: 'It goes in the audit log. A deleted file cannot be restored.',
  },
  restore: {
    label: 'Restore',
    title: 'Restore',
    done: 'restored',
    required: false,
    danger: false,
    hint: 'It goes in the audit log. Students can open it again at once.',
  },
}

/**
 * "Reported" (hide, dismiss the reports, or delete) and "Taken down" (restore or delete): every decision closes
 * the file's reports and goes in the audit log.
 */
export function ModerationQueue({ queue }: { queue: 'reported' | 'hidden' }) {
  const [page, setPage] = useState(1)
  const list = useApiResource(() => deskApi.queue(queue, page), [queue, page])
  const [deciding, setDeciding] = useState<Decision>()
  const choices: Action[] = queue === 'reported' ? ['hide', 'dismiss', 'delete'] : ['restore', 'delete']

  if (list.status === 'error' && !list.data)
    return <DeskError title="The queue could not be loaded" error={list.error} onRetry={list.reload} />
  if (!list.data) return <LoadingState label="Loading the queue" />
  if (list.data.total === 0)
    return (
      <EmptyState
        title={queue === 'reported' ? 'No open reports' : 'Nothing taken down'}
        message={
          queue === 'reported'
            ? 'Files students report show here.'
            : 'Files hidden from students show here, to restore or delete.'
        }
        headingLevel={2}
      />
    )
  const decision = deciding && actions[deciding.action]
  return (
    <div className={styles.panel}>
      <ul className={styles.queue} aria-label={queue === 'reported' ? 'Reported files' : 'Files taken down'}>
        {list.data.data.map((item) => (
          <li key={item.id} className={styles.item}>
            <StaffItemSummary item={item} />
            <div className={styles.actions}>
              {choices.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={actions[action].danger ? 'danger' : 'secondary'}
                  onClick={() => setDeciding({ item, action })}
                  aria-label={`${actions[action].label}: ${item.name}`}
                >
                  {actions[action].label}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(list.data.total / list.data.page_size)}
        onChange={setPage}
      />
      {deciding && decision && (
        <ReasonDialog
          title={`${decision.title} “${deciding.item.name}”`}
          confirmLabel={decision.label}
          danger={decision.danger}
          required={decision.required}
          hint={decision.hint}
          onConfirm={async (reason) => {
            await deskApi.moderate({ id: deciding.item.id, action: deciding.action, reason })
            toast(`“${deciding.item.name}” ${decision.done}`, { type: 'success' })
            list.reload()
          }}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </div>
  )
}
