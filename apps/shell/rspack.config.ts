import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  devPort: 3000,
  title: 'Unikit',
})
