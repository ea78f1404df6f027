// throwaway: the drive bench's growArchive, into a schema made by starting the service once
import { readFileSync } from 'node:fs'
import { foldText } from '@unikit/contracts'
import pg from 'pg'
import { buildApp } from '/work/wt/i27/services/drive/src/app.ts'
const url = readFileSync('/tmp/i27-pgurl', 'utf8').trim()
const schema = process.env.SCHEMA ?? 'i27x'
const app = buildApp({ env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, LOG_LEVEL: 'warn', SEED_DEMO: '1', STORAGE_SWEEP_INTERVAL_MS: '0', FILES_DIR: '/tmp/i27/files' } })
await app.ready()
await app.close()
const src = readFileSync('/work/wt/i27/services/drive/bench/searchAndDownload.ts', 'utf8')
const pick = (name: string) => JSON.parse(src.split(`const ${name} = `)[1]!.split(']')[0]!.replace(/'/g, '"').replace(/,\s*$/, '') + ']')
const subjects = pick('subjects'), kinds = pick('kinds'), vocabulary = pick('vocabulary')
const pool = new pg.Pool({ connectionString: url, max: 1 })
const client = await pool.connect()
await client.query(`set search_path to ${schema}, extensions`)
await client.query('begin')
const items = 100_000
const folders = Math.ceil(items / 200)
const folderIds: string[] = []
for (let f = 0; f < folders; f++) {
  const name = `${subjects[f % subjects.length]} ${1000 + f}`
  const code = `BNCH${String(1000 + f)}`
  const { rows } = await client.query(`insert into items (parent_id, root, kind, name, code, search_name) values ($1, $2, 'folder', $3, $4, $5) returning id`, [f % 3 === 0 ? 'major' : 'core', f % 3 === 0 ? 'major' : 'core', name, code, foldText(`${name} ${code}`)])
  folderIds.push(rows[0].id)
}
for (let start = 0; start < items; start += 2000) {
  const names: string[] = [], folded: string[] = [], texts: string[] = [], parents: string[] = []
  for (let i = start; i < Math.min(items, start + 2000); i++) {
    const name = `${subjects[(i * 7) % subjects.length]} ${kinds[i % kinds.length]} ${i}`
    let text = ''
    for (let w = 0; w < 20; w++) text += `${vocabulary[(i * 31 + w * 17) % vocabulary.length]} `
    for (let w = 0; w < 30; w++) text += `term${(i * 7919 + w * 104_729) % 20_000} `
    names.push(name); folded.push(foldText(name)); texts.push(foldText(text)); parents.push(folderIds[i % folderIds.length]!)
  }
  await client.query(`insert into items (parent_id, root, ancestors, kind, name, search_name, search_text, mime_type, object_id, size, status)
    select p, f.root, array[p], 'file', n, s, t, 'application/pdf', 'bench-' || gen_random_uuid(), 1000, 'published'
    from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as u(n, s, t, p) join items f on f.id = u.p`, [names, folded, texts, parents])
}
await client.query('commit')
await client.query('analyze items')
client.release()
await pool.end()
console.log('grown')
