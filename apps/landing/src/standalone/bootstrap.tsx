import { renderStandalone } from '@unikit/standalone-host'
import { routes } from '../routes.tsx'

renderStandalone({ name: 'landing', basePath: '/', routes })
