import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderCompose } from './renderCompose.ts'
import { renderKubernetes } from './renderKubernetes.ts'
import { renderNginxConfig } from './renderNginxConfig.ts'
import { renderWebNginxConfig } from './renderWebNginxConfig.ts'

/** `pnpm --filter @unikit/infra deploy:render`: every generated file of infra/deploy, from the route table. */
export const deployDir = path.resolve(import.meta.dirname, '../../deploy')

export function renderDeployFiles(): Record<string, string> {
  return {
    'nginx.conf': renderNginxConfig(),
    'web.nginx.conf': renderWebNginxConfig(),
    'compose.yaml': renderCompose(),
    ...Object.fromEntries(
      Object.entries(renderKubernetes()).map(([file, text]) => [`kubernetes/base/${file}`, text]),
    ),
  }
}

if (import.meta.main) {
  for (const [file, text] of Object.entries(renderDeployFiles())) {
    const target = path.join(deployDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
    console.log(`wrote ${path.relative(process.cwd(), target)}`)
  }
}
