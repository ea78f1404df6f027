import { deskStyles } from '@unikit/staff-desk'
import { useSearchParams } from 'react-router'
import { isUuid } from '../shared/isUuid.ts'
import { ImportReport } from './ImportReport.tsx'
import { RecentImports } from './RecentImports.tsx'
import { ZipUpload } from './ZipUpload.tsx'

/**
 * "Import": staff send a zip, read the dry run and import it (docs/product/archive.md#bulk-import), or open one of
 * the recent imports. The import being looked at is in the address (`?tab=import&import=<id>`), so a reload, Back
 * or a shared link finds it again while its jobs run.
 */
export function ImportTab() {
  const [params, setParams] = useSearchParams()
  const id = params.get('import') ?? ''
  const show = (importId?: string) =>
    setParams(importId ? { tab: 'import', import: importId } : { tab: 'import' })
  if (isUuid(id)) return <ImportReport key={id} id={id} onAnother={() => show()} />
  return (
    <div className={deskStyles.panel}>
      <ZipUpload onSent={(view) => show(view.id)} />
      <RecentImports />
    </div>
  )
}
