export { publicRoutes, serviceForPath, uploadPaths } from '../routes.ts'
export { type ServiceName, serviceNames, servicePort } from '../services.ts'
export { checkNginxConfig, freePort, nginxBinary, type RunningNginx, startNginx } from './startNginx.ts'
