import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type EdgeOptions, renderNginxConfig } from '../deploy/renderNginxConfig.ts'
import type { ServiceName } from '../services.ts'

/** nginx from the machine (Debian's package; `.ci/run` installs it when missing), or NGINX_PATH. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean)
  const found = candidates.find((candidate) => existsSync(candidate as string))
  if (!found)
    throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does it when missing)')
  return found as string
}

/** A free port on loopback, as the kernel hands one out. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A folder with a self-signed certificate for localhost, as compose mounts the real one. */
async function testCertificate(dir: string) {
  const tls = path.join(dir, 'tls')
  await mkdir(tls)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(tls, 'privkey.pem'),
      '-out',
      path.join(tls, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  )
  return tls
}

/** The rendered edge (`server` blocks) inside the `http` block the nginx image has, with every path in `dir`. */
function mainConfig(dir: string, edge: string) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${edge}
}
`
}

export interface RunningNginx {
  httpPort: number
  httpsPort: number
  /** The certificate nginx serves (self-signed, for localhost): trust it in the client. */
  certificate: string
  stop(): Promise<void>
}

/**
 * Starts the production edge config (infra/deploy/nginx.conf, rendered with the test's upstreams, ports and a
 * self-signed certificate) in a real nginx, as compose runs it. The test stops it.
 */
export async function startNginx(options: {
  upstream: (service: ServiceName) => string
  webRoot?: string
}): Promise<RunningNginx> {
  const binary = nginxBinary()
  const dir = await mkdtemp(path.join(tmpdir(), 'unikit-nginx-'))
  await chmod(dir, 0o755)
  const tlsDir = await testCertificate(dir)
  const webRoot = options.webRoot ?? path.join(dir, 'www')
  if (!options.webRoot) {
    await mkdir(webRoot)
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Unikit</title>')
  }
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const edge: EdgeOptions = {
    upstream: options.upstream,
    serverName: 'localhost',
    httpPort,
    httpsPort,
    publicHttpsPort: httpsPort,
    tlsDir,
    webRoot,
  }
  const configFile = path.join(dir, 'nginx.conf')
  await writeFile(configFile, mainConfig(dir, renderNginxConfig(edge)))
  const child = spawn(binary, ['-p', dir, '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const deadline = Date.now() + 10_000
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not start: ${stderr}`)
    }
    await sleep(50)
  }
  return {
    httpPort,
    httpsPort,
    certificate: path.join(tlsDir, 'fullchain.pem'),
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** `nginx -t` of the edge config as rendered for production (with a test certificate): its output, or a throw. */
export async function checkNginxConfig(edge: EdgeOptions = {}): Promise<string> {
  const binary = nginxBinary()
  const dir = await mkdtemp(path.join(tmpdir(), 'unikit-nginx-t-'))
  try {
    const tlsDir = await testCertificate(dir)
    const configFile = path.join(dir, 'nginx.conf')
    // The production file as committed, but for the certificate folder and the host name the image fills in.
    const rendered = renderNginxConfig({ serverName: 'unikit.example', ...edge, tlsDir }).replace(
      /server (\w+)\.internal:8080;/g,
      'server 127.0.0.1:9;',
    )
    await writeFile(configFile, mainConfig(dir, rendered))
    return execFileSync(binary, ['-t', '-p', dir, '-c', configFile], { encoding: 'utf8', stdio: 'pipe' })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
