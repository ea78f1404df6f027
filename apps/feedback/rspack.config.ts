import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'feedback',
  kind: 'remote',
  devPort: 3005,
  title: 'Unikit feedback (standalone)',
})
