import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'citation',
  kind: 'remote',
  devPort: 3002,
  title: 'Unikit citation (standalone)',
  firstViews: true,
})
