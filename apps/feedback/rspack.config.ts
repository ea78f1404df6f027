import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'feedback',
  kind: 'remote',
  devPort: 3005,
  title: 'Unikit feedback (standalone)',
  // The course page's lecturers (docs/decisions/0764-the-course-page-composes-parts.md).
  parts: { './courseLecturers': 'parts/courseLecturers.ts' },
})
