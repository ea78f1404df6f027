import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicRoutes } from './routes.ts'
import { type ServiceName, serviceNames, servicePort } from './services.ts'

const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8')

/** `/api/private/{order,file}/*` → `/api/private/order`, `/api/private/file`. */
function prefixesOf(pattern: string): string[] {
  const braces = /\{([^}]+)\}/.exec(pattern)
  const expanded = braces
    ? (braces[1] ?? '').split(',').map((part) => pattern.replace(braces[0], part))
    : [pattern]
  return expanded.map((prefix) => prefix.replace(/\/\*$/, ''))
}

/** The README's "What runs where" row of a service: its port and the paths it serves. */
function readmeRow(service: ServiceName) {
  const row = readme.split('\n').find((line) => line.startsWith(`| ${service} |`))
  if (!row) throw new Error(`README has no row for ${service}`)
  const [, , port = '', paths = ''] = row.split('|').map((cell) => cell.trim())
  const patterns = [...paths.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')
  return { port: Number(port), prefixes: patterns.flatMap(prefixesOf).sort() }
}

describe('README’s table of what runs where', () => {
  it.each(serviceNames)('lists every path prefix %s owns in infra/src/routes.ts, and its port', (service) => {
    const owned = publicRoutes.filter((route) => route.service === service).map((route) => route.prefix)
    expect(readmeRow(service)).toEqual({ port: servicePort(service), prefixes: owned.sort() })
  })
})
