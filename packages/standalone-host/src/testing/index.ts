export { renderRemote } from './renderRemote.tsx'
