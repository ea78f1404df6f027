import { PageHeading } from '@unikit/design-system'
import { Link } from 'react-router'

/** A folder or file that is not there (a wrong link, a file taken down), with the ways back in. */
export function NotFound({ what }: { what: 'Folder' | 'File' }) {
  return (
    <div className="uk-page">
      <PageHeading title={`${what} not found`} />
      <p>
        It is not in the archive, or is no longer shown. Browse <Link to="/archive">Core courses</Link> or{' '}
        <Link to="/archive/majors">Majors</Link>, or search for it.
      </p>
    </div>
  )
}
