import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'archive',
  kind: 'remote',
  devPort: 3003,
  title: 'Unikit archive (standalone)',
})
