import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'orders',
  kind: 'remote',
  devPort: 3004,
  title: 'Unikit orders (standalone)',
})
