import { deskStyles } from '@unikit/staff-desk'
import { CoursesSection } from './CoursesSection.tsx'
import { TagsSection } from './TagsSection.tsx'

/** The courses students can choose and the tag list (a rename reaches every insight that carries the tag). */
export function CatalogueTab() {
  return (
    <div className={deskStyles.panel}>
      <CoursesSection />
      <TagsSection />
    </div>
  )
}
