import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderNginxConfig } from './renderNginxConfig.ts'

const target = path.resolve(import.meta.dirname, '../../deploy/nginx.conf')
writeFileSync(target, renderNginxConfig())
console.log(`wrote ${target}`)
