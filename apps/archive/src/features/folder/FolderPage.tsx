import { useApiResource } from '@unikit/auth'
import { courseCodeOf, coursePath } from '@unikit/contracts/courses'
import type { ItemSort } from '@unikit/contracts/drive'
import { Breadcrumb, Loadable, PageHeading, Select } from '@unikit/design-system'
import { Link, Navigate, useParams, useSearchParams } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { folderLabel } from '../shared/folderOptions.ts'
import { ItemTable } from '../shared/ItemTable.tsx'
import { itemBreadcrumb } from '../shared/itemBreadcrumb.ts'
import { NotFound } from '../shared/NotFound.tsx'
import { SampleList } from '../shared/SampleList.tsx'
import { samplesLabel } from '../shared/sampleFacts.ts'
import styles from './FolderPage.module.css'

export const sortOptions: { value: ItemSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'downloads', label: 'Most downloaded' },
]
const sorts: readonly string[] = sortOptions.map((option) => option.value)

/**
 * `/archive/folder/:id`: the trail from Core courses or Majors, the folders inside, then its samples with their
 * previews and signals, sorted as the student chose (`?sort=`, so Back and a shared link keep it)
 * (docs/product/archive.md#folders).
 */
export function FolderPage() {
  const id = useParams().id ?? ''
  return <Folder key={id} id={id} />
}

function Folder({ id }: { id: string }) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('sort') ?? 'name'
  const sort = (sorts.includes(asked) ? asked : 'name') as ItemSort
  const folder = useApiResource(() => archiveApi.item(id), [id])
  const children = useApiResource(() => archiveApi.list(id, sort), [id, sort])

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
  // A Core courses folder is a course of the list: its page joins the tools (docs/product/course-page.md).
  const course = data.root === 'core' && data.code ? courseCodeOf(data.code) : null

  return (
    <div className="uk-page">
      <Breadcrumb items={itemBreadcrumb(data)} />
      <PageHeading
        title={data.name}
        subtitle={
          [data.code, data.file_count === null ? null : samplesLabel(data.file_count)]
            .filter(Boolean)
            .join(' · ') || undefined
        }
        actions={course && <Link to={coursePath(course)}>Course page: lecturers and more</Link>}
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
          {(items) => {
            const folders = items.filter((item) => item.type === 'folder')
            const files = items.filter((item) => item.type === 'file')
            return (
              <>
                {folders.length > 0 && (
                  <ItemTable items={folders} caption={`Folders in ${data.name}`} columns={['size']} />
                )}
                {files.length > 0 && (
                  <>
                    <div className={styles.toolbar}>
                      <h2 className={styles.count}>{samplesLabel(files.length)}</h2>
                      <Select
                        label="Sort by"
                        options={sortOptions}
                        value={sort}
                        onChange={(event) =>
                          setParams(event.target.value === 'name' ? {} : { sort: event.target.value }, {
                            replace: true,
                          })
                        }
                        fieldClassName={styles.sort}
                      />
                    </div>
                    <SampleList items={files} label={`Samples in ${data.name}`} showCourse={false} />
                  </>
                )}
              </>
            )
          }}
        </Loadable>
      </section>
    </div>
  )
}
