// Upload and download speed of a 40 MB file through each storage driver, and the service's memory meanwhile:
// the service runs in its own process (bench/filesServer.ts); this one streams the file in and out over HTTP.
//
//   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)   # else PGlite, whose WASM heap is large
//   pnpm --filter @unikit/service-kit bench:files [-- --mb 40 --runs 3 --drivers local,s3]
//
// RSS growth is the service's peak resident memory (VmHWM, reset before each transfer) less its resident
// memory before it: what a transfer costs, which must stay under 64 MB for a 40 MB file.
import { readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { startS3 } from '@unikit/test-fakes'
import pg from 'pg'
import { readBenchArgs } from '../src/bench/readBenchArgs.ts'
import { s3StorageEnv } from '../src/testing/s3StorageEnv.ts'
import { startServerProcess } from '../src/testing/startServerProcess.ts'

const values = readBenchArgs({
  mb: { type: 'string', default: '40' },
  runs: { type: 'string', default: '3' },
  drivers: { type: 'string', default: 'local,s3' },
})
const bytes = Number(values.mb) * 1024 * 1024 - 4096 // the route's limit is 40 MB: stay just under it
const CHUNK = 64 * 1024

const status = async (pid: number) => {
  const text = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0)
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 }
}
/** Resets the peak (VmHWM) to the current RSS, so the next reading is this transfer's own peak. */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5')

function upload(origin: string, bytes: number): Promise<number> {
  const boundary = 'bench-boundary-7d3f'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="owner"\r\n\r\nbench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Bài luận.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const first = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CHUNK - 9, 7)])
  const filler = Buffer.alloc(CHUNK, 7)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/attachments`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => {
          if (response.statusCode !== 201) return reject(new Error(`upload: ${response.statusCode} ${body}`))
          resolve(JSON.parse(body).id)
        })
      },
    )
    request.on('error', reject)
    request.write(head)
    let sent = 0
    const pump = () => {
      while (sent < bytes) {
        const size = Math.min(CHUNK, bytes - sent)
        const chunk = sent === 0 ? first.subarray(0, size) : filler.subarray(0, size)
        sent += size
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.end(tail)
    }
    pump()
  })
}

function download(origin: string, id: number): Promise<number> {
  // (the answer's length is checked by the caller)
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/api/attachments/${id}`, (response) => {
        let received = 0
        response.on('data', (chunk: Buffer) => {
          received += chunk.length
        })
        response.on('end', () => resolve(received))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const schema = `bench_files_${process.pid}`
const entry = fileURLToPath(new URL('./filesServer.ts', import.meta.url))

for (const driver of String(values.drivers).split(',')) {
  const s3 = driver === 's3' ? await startS3() : undefined
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    STORAGE_SWEEP_INTERVAL_MS: '0',
    FILES_DIR: `/tmp/unikit-bench-files-${process.pid}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `${schema}_${driver}` } : {}),
    ...(s3 ? s3StorageEnv(s3) : {}),
  }
  const server = await startServerProcess(entry, { ...env, LOG_LEVEL: 'info' })
  try {
    const rows: string[] = []
    // A first small transfer loads the code paths (multipart, type detection, the S3 client) before measuring.
    await download(server.url, await upload(server.url, 1024 * 1024))
    for (let run = 1; run <= Number(values.runs); run++) {
      const before = await status(server.pid)
      await resetPeak(server.pid)
      let started = performance.now()
      const id = await upload(server.url, bytes)
      const uploadSeconds = (performance.now() - started) / 1000
      const afterUpload = await status(server.pid)

      await resetPeak(server.pid)
      const beforeDownload = await status(server.pid)
      started = performance.now()
      const received = await download(server.url, id)
      const downloadSeconds = (performance.now() - started) / 1000
      const afterDownload = await status(server.pid)
      if (received !== bytes) throw new Error(`downloaded ${received} of ${bytes} bytes`)
      rows.push(
        `  run ${run}: upload ${mb(bytes / uploadSeconds)} MB/s (RSS ${mb(before.rss)} → peak ${mb(afterUpload.peak)} MB, ` +
          `growth ${mb(afterUpload.peak - before.rss)} MB); download ${mb(bytes / downloadSeconds)} MB/s ` +
          `(RSS ${mb(beforeDownload.rss)} → peak ${mb(afterDownload.peak)} MB, growth ${mb(afterDownload.peak - beforeDownload.rss)} MB)`,
      )
    }
    console.log(`${driver} driver, a ${mb(bytes)} MB file over HTTP on the loopback:`)
    console.log(rows.join('\n'))
  } finally {
    await server.stop()
    await s3?.close()
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await client.query(`drop schema if exists ${schema}_${driver} cascade`)
      await client.end()
    }
  }
}
console.log(`(database: ${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'})`)
