export { renderStandalone, type StandaloneOptions } from './renderStandalone.tsx'
