import { readFileSync } from 'node:fs'
import { foldText } from '@unikit/contracts'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { searchItems as newSearch } from '../src/db/searchItems.ts'
import { searchItems as oldSearch } from './oldSearchItems.ts'
const url = readFileSync('/tmp/i27-pgurl', 'utf8').trim()
const schema = process.env.SCHEMA ?? 'i27y'
const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema},extensions` })
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
const qs = ['marketing', 'kinh te', 'marketng', 'acounting', 'supply chain', 'heteroscedasticity', 'bai luan mau', 'regression analysis', 'quan tri', 'economics report', 'ECON1192', 'elasticity', 'tai chinh', 'logistcs']
const min = { old: 0, new: 0 }
for (const q of qs) {
  const t: Record<string, number[]> = { old: [], new: [] }
  for (let i = 0; i < 12; i++) for (const [k, f] of [['old', oldSearch], ['new', newSearch]] as const) {
    const s = performance.now(); await f(db as any, { text: foldText(q), limit: 20, offset: 0 }); t[k]!.push(performance.now() - s)
  }
  const m = (a: number[]) => Math.min(...a)
  min.old += m(t.old!); min.new += m(t.new!)
  console.log(q.padEnd(22), 'old min', m(t.old!).toFixed(1), 'new min', m(t.new!).toFixed(1))
}
console.log('sum of minima: old', min.old.toFixed(1), 'new', min.new.toFixed(1))
await db.destroy()
