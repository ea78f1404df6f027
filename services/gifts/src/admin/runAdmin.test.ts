import { AdminError } from '@unikit/service-kit/admin'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { GiftsApp } from '../GiftsApp.ts'
import { runAdmin } from './runAdmin.ts'

let app: GiftsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const admin = (line: string) =>
  runAdmin(
    line.match(/"[^"]*"|\S+/g)!.map((arg) => arg.replaceAll('"', '')),
    app,
  )

describe('admin commands', () => {
  it('create, list and update campaigns; activating one switches the others off', async () => {
    const created = await admin(
      'campaign create tet-2027 --name "Lì xì Tết 2027" --starts 2027-01-15T00:00+07:00 --ends 2027-02-20T00:00+07:00 --year 2027 --active',
    )
    expect(created).toContain(
      '* tet-2027  "Lì xì Tết 2027"  2027-01-14T17:00:00.000Z → 2027-02-19T17:00:00.000Z',
    )
    await admin(
      'campaign create tet-2028 --name "Lì xì Tết 2028" --starts 2028-01-05T00:00Z --ends 2028-02-10T00:00Z --year 2028 --none-weight 30',
    )
    expect(await admin('campaign update tet-2028 --active --name "Tết Mậu Thân"')).toContain(
      '* tet-2028  "Tết Mậu Thân"',
    )
    const listed = await admin('campaign list')
    expect(listed).toMatch(/^\* tet-2028 .*none-weight 30 {2}\(active\)\n {2}tet-2027 /)
    expect(await admin('campaign update tet-2028 --inactive')).toMatch(/^ {2}tet-2028/)
  })

  it('set stock and weights, restock, and never go below zero', async () => {
    expect(await admin('prize set tet-2027 airpod3 --stock 20 --weight 2')).toBe(
      'AIRPOD3         stock 20  weight 2  awarded 0\n',
    )
    await admin('prize set tet-2027 CARD --stock 100')
    expect(await admin('prize set tet-2027 CARD --weight 40')).toContain('stock 100  weight 40')
    expect(await admin('prize add-stock tet-2027 CARD 50')).toContain('stock 150')
    expect(await admin('prize remove-stock tet-2027 CARD 150')).toContain('stock 0')
    await expect(admin('prize remove-stock tet-2027 CARD 1')).rejects.toThrow(
      'Only 0 CARD left: the stock cannot go below zero',
    )
    expect(await admin('prize list tet-2027')).toBe(
      'AIRPOD3         stock 20  weight 2  awarded 0\nCARD            stock 0  weight 40  awarded 0\n',
    )
  })

  it.each([
    [
      'campaign create tet-x --name x --starts 2027-01-15 --ends 2027-02-20T00:00Z --year 2027',
      /--starts must be a time with its zone/,
    ],
    [
      'campaign create tet-x --name x --starts 2027-03-01T00:00Z --ends 2027-02-20T00:00Z --year 2027',
      /end after it starts/,
    ],
    [
      'campaign create Tet_X --name x --starts 2027-01-01T00:00Z --ends 2027-02-20T00:00Z --year 2027',
      /slug "Tet_X"/,
    ],
    [
      'campaign create tet-2027 --name x --starts 2027-01-01T00:00Z --ends 2027-02-20T00:00Z --year 2027',
      /already exists/,
    ],
    ['campaign create tet-x --name x', /--starts is required/],
    ['campaign update tet-404 --name x', /No campaign "tet-404"/],
    ['prize set tet-2027 IPHONE --stock 1', /must be one of CARD, TOTE_BAG, STARBUCK_GLASS, AIRPOD3/],
    ['prize set tet-2027 CARD', /Give --stock, --weight or both/],
    ['prize set tet-2027 CARD --weight 2000000', /weight must be a whole number from 0 to 1000000/],
    ['prize add-stock tet-2027 TOTE_BAG 5', /has no TOTE_BAG yet/],
    ['prize add-stock tet-2027 CARD five', /must be a whole number/],
    ['campaign list --colour', /Unknown option '--colour'/],
    ['stock everything', /^Usage:/],
  ])('explains what is wrong with: %s', async (line, message) => {
    const attempt = admin(line)
    await expect(attempt).rejects.toBeInstanceOf(AdminError)
    await expect(attempt).rejects.toThrow(message)
  })
})
