import { useApiResource } from '@unikit/auth'
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormAlert,
  LoadingState,
  toast,
  useSubmission,
} from '@unikit/design-system'
import { DeskError, deskStyles } from '@unikit/staff-desk'
import { useState } from 'react'
import { Link } from 'react-router'
import { archiveApi, deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { type FolderEntry, folderRows } from '../shared/folderRows.ts'
import { browseRoots, rootPlace } from '../shared/rootPlace.ts'
import { FolderDialog, type FolderParent } from './FolderDialog.tsx'
import styles from './FoldersTab.module.css'
import { MoveFolderDialog } from './MoveFolderDialog.tsx'

type Editing =
  | { kind: 'create'; parent: FolderParent }
  | { kind: 'rename'; folder: FolderEntry }
  | { kind: 'move'; folder: FolderEntry }
  | { kind: 'delete'; folder: FolderEntry }

/**
 * "Folders": the tree under Core courses and majors, indented by depth, with a new folder anywhere, rename (name
 * and code), move and delete. Only an empty folder can be deleted, as the service says.
 */
export function FoldersTab() {
  const folders = useApiResource(() => archiveApi.folders(), [])
  const [editing, setEditing] = useState<Editing>()
  const [problem, setProblem] = useState<string>()
  const deleting = useSubmission()

  if (folders.status === 'error' && !folders.data)
    return (
      <DeskError title="The folders could not be loaded" error={folders.error} onRetry={folders.reload} />
    )
  if (!folders.data) return <LoadingState label="Loading the folders" />
  const all = folders.data

  const remove = (folder: FolderEntry) =>
    deleting.run(async () => {
      setProblem(undefined)
      try {
        await deskApi.deleteFolder(folder.id)
        toast(`Folder “${folder.name}” deleted`, { type: 'success' })
        folders.reload()
      } catch (failure) {
        setProblem(`“${folder.name}” was not deleted. ${driveErrorMessage(failure).message}`)
      } finally {
        setEditing(undefined)
      }
    })

  return (
    <div className={deskStyles.panel}>
      <FormAlert tone="error">{problem}</FormAlert>
      {browseRoots.map((root) => {
        const place = rootPlace(root)
        const rows = folderRows(all, root)
        return (
          <section key={root} className={deskStyles.panel} aria-labelledby={`folders-${root}`}>
            <div className={deskStyles.toolbar}>
              <h2 id={`folders-${root}`} className={deskStyles.grow}>
                {place.label}
              </h2>
              <Button
                size="sm"
                onClick={() => setEditing({ kind: 'create', parent: { id: root, name: place.label } })}
              >
                New folder in {place.label}
              </Button>
            </div>
            {rows.length === 0 ? (
              <EmptyState title="No folders yet" headingLevel={3} />
            ) : (
              <ul className={styles.tree} aria-label={`Folders in ${place.label}`}>
                {rows.map((row) => (
                  <li
                    key={row.id}
                    className={styles.treeRow}
                    style={{ paddingInlineStart: `calc(${row.depth} * var(--uk-space-5))` }}
                  >
                    <span className={deskStyles.grow}>
                      <Link to={`/archive/folder/${row.id}`}>{row.name}</Link>
                      {row.code && <span className={styles.code}> {row.code}</span>}
                      {row.depth > 0 && <span className="uk-visually-hidden">, level {row.depth + 1}</span>}
                    </span>
                    <span className={deskStyles.actions}>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ kind: 'create', parent: { id: row.id, name: row.name } })}
                        aria-label={`New folder in ${row.name}`}
                      >
                        New folder
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ kind: 'rename', folder: row })}
                        aria-label={`Rename ${row.name}`}
                      >
                        Rename
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ kind: 'move', folder: row })}
                        aria-label={`Move ${row.name}`}
                      >
                        Move
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setEditing({ kind: 'delete', folder: row })}
                        aria-label={`Delete ${row.name}`}
                      >
                        Delete
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
      {editing?.kind === 'create' && (
        <FolderDialog parent={editing.parent} onClose={() => setEditing(undefined)} onDone={folders.reload} />
      )}
      {editing?.kind === 'rename' && (
        <FolderDialog folder={editing.folder} onClose={() => setEditing(undefined)} onDone={folders.reload} />
      )}
      {editing?.kind === 'move' && (
        <MoveFolderDialog
          folder={editing.folder}
          folders={all}
          onClose={() => setEditing(undefined)}
          onDone={folders.reload}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={`Delete the folder “${editing?.kind === 'delete' ? editing.folder.name : ''}”?`}
        message="Only an empty folder can be deleted. Students can no longer open it."
        confirmLabel="Delete folder"
        danger
        busy={deleting.pending}
        onConfirm={() => editing?.kind === 'delete' && void remove(editing.folder)}
        onCancel={() => setEditing(undefined)}
      />
    </div>
  )
}
