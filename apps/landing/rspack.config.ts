import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'landing',
  kind: 'remote',
  devPort: 3001,
  title: 'Unikit landing (standalone)',
  firstViews: true,
})
