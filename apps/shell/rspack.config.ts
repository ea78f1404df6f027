import path from 'node:path'
import { createAppConfig } from '@unikit/config/rspack'

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  devPort: 3000,
  title: 'Unikit',
  firstViews: true,
  // Only what Unikit's apps use of react-router, not the whole package (docs/decisions/0622-shell-initial-js-budget.md).
  provideFromFile: {
    'react-router': path.join(import.meta.dirname, 'src/federation/sharedReactRouter.ts'),
  },
})
