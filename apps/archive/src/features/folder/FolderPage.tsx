import { useApiResource } from '@unikit/auth'
import { Breadcrumb, Loadable, PageHeading } from '@unikit/design-system'
import { Navigate, useParams } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { folderLabel } from '../shared/folderOptions.ts'
import { ItemTable } from '../shared/ItemTable.tsx'
import { itemBreadcrumb } from '../shared/itemBreadcrumb.ts'
import { NotFound } from '../shared/NotFound.tsx'

/**
 * `/archive/folder/:id`: the trail from Core courses or Majors, then what the folder holds, folders first, each
 * file with its type, size and a star (docs/product/archive.md#folders).
 */
export function FolderPage() {
  const id = useParams().id ?? ''
  return <Folder key={id} id={id} />
}

function Folder({ id }: { id: string }) {
  const folder = useApiResource(() => archiveApi.item(id), [id])
  const children = useApiResource(() => archiveApi.list(id), [id])

  const data = folder.data
  if (!data)
    return folder.status === 'error' && [400, 404].includes(folder.error.status) ? (
      <NotFound what="Folder" />
    ) : (
      <div className="uk-page">
        <Loadable state={folder} loading="Loading the folder" failure="This folder could not be loaded" />
      </div>
    )
  // A file's address typed with /folder/: show the file.
  if (data.type === 'file') return <Navigate to={`/archive/view/${id}`} replace />

  return (
    <div className="uk-page">
      <Breadcrumb items={itemBreadcrumb(data)} />
      <PageHeading
        title={data.name}
        subtitle={
          [data.code, data.file_count === null ? null : countFiles(data.file_count)]
            .filter(Boolean)
            .join(' · ') || undefined
        }
      />
      <section className="uk-panel" aria-label={`In ${folderLabel(data)}`}>
        <Loadable
          state={children}
          loading="Loading the files"
          failure="What this folder holds could not be loaded"
          empty={{
            title: 'Nothing here yet',
            message:
              'Samples for this folder appear once staff have reviewed them. Have one? Share it with Upload.',
          }}
        >
          {(items) => (
            <ItemTable items={items} caption={`In ${data.name}`} columns={['type', 'size', 'star']} />
          )}
        </Loadable>
      </section>
    </div>
  )
}

const countFiles = (count: number) => (count === 1 ? '1 sample' : `${count.toLocaleString('en-GB')} samples`)
