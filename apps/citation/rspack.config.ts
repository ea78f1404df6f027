import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'citation',
  kind: 'remote',
  devPort: 3002,
  title: 'Unikit citation (standalone)',
  firstViews: true,
  // Cite on the course page's samples (docs/decisions/0764-the-course-page-composes-parts.md).
  parts: { './citeSample': 'parts/citeSample.ts' },
})
