// throwaway: EXPLAIN the search query over a grown schema
import { readFileSync } from 'node:fs'
import { foldText } from '@unikit/contracts'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { searchItems as newSearch } from '/work/wt/i27/services/drive/src/db/searchItems.ts'
import { searchItems as oldSearch } from './oldSearchItems.ts'
const searchItems = process.env.OLD ? oldSearch : newSearch

const url = readFileSync('/tmp/i27-pgurl', 'utf8').trim()
const schema = process.env.SCHEMA ?? 'i27x'
const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema},extensions` })
let last: { sql: string; parameters: readonly unknown[] } | undefined
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { last = e.query } })
const queries = process.argv.slice(2).filter((a) => !a.startsWith('--'))
for (const q of queries.length ? queries : ['marketing', 'kinh te', 'marketng', 'acounting', 'analysis', 'ECON1192', 'econ 1192', 'heteroscedasticity', 'bai luan mau', 'regression analysis', 'supply chain', 'logistcs']) {
  await searchItems(db as any, { text: foldText(q), limit: 20, offset: 0 })
  const c = last!
  const runs: number[] = []
  for (let i = 0; i < 5; i++) { const t = performance.now(); await pool.query(c.sql, c.parameters as any[]); runs.push(performance.now() - t) }
  const plan = await pool.query(`explain (analyze, buffers) ${c.sql}`, c.parameters as any[])
  const lines = plan.rows.map((r: any) => r['QUERY PLAN'])
  console.log(`===== ${q}: ${runs.map((r) => r.toFixed(1)).join(' ')} ms`)
  console.log(process.argv.includes('--plan') ? lines.join('\n') : lines.slice(-2).join('\n'))
}
if (process.argv.includes('--sql')) console.log(last?.sql)
await db.destroy()
