export { checkNginxConfig, freePort, nginxBinary, type RunningNginx, startNginx } from './startNginx.ts'
