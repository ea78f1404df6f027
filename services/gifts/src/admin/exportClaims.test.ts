import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { testCampaign } from '../testing/testCampaign.ts'
import { csvCell } from './csv.ts'
import { exportClaimsCommand } from './exportClaimsCommand.ts'

let app: GiftsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { GIFT_CLAIM_RATE_MAX: 100 } })
  await testCampaign(app.db, { slug: 'tet-2027', prizes: { TOTE_BAG: { stock: 1, weight: 1 } } })
  for (const email of ['=1+2@evil.com', 'second@rmit.edu.vn']) {
    await app.inject({ method: 'POST', url: '/gift/api/event/submit-email', payload: { email } })
  }
})
afterAll(() => app.close())

describe('export-claims', () => {
  it('writes every claim of the landing campaign as spreadsheet-safe CSV', async () => {
    const csv = await exportClaimsCommand(app.db, [], process.cwd())
    const [header, first, second, end] = csv.split('\r\n')
    expect(header).toBe('\uFEFFcampaign,claimed_at,email,gift,gift_name,code')
    expect(first).toMatch(/^tet-2027,[0-9T:.Z-]+,'=1\+2@evil\.com,TOTE_BAG,Túi tote Unikit,LX-[0-9A-Z-]+$/)
    expect(second).toMatch(/^tet-2027,[0-9T:.Z-]+,second@rmit\.edu\.vn,NONE,Một nụ cười thật tươi,$/)
    expect(end).toBe('')
  })

  it('names an unknown campaign', async () => {
    await expect(exportClaimsCommand(app.db, ['--campaign', 'tet-1999'], '.')).rejects.toThrow(
      'No campaign "tet-1999"',
    )
  })
})

describe('csvCell', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('+84 90')).toBe("'+84 90")
    expect(csvCell('@sum')).toBe("'@sum")
    expect(csvCell(null)).toBe('')
    expect(csvCell(7)).toBe('7')
  })
})
