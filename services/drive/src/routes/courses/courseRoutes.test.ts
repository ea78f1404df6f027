import { INTERNAL_TOKEN_HEADER } from '@unikit/service-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'

let { drive, staff, alice, bob, economics } = {} as Archive

beforeAll(async () => {
  ;({ drive, staff, alice, bob, economics } = await startArchive())
})
afterAll(() => drive.close())

const course = async (code: string, limit?: number) =>
  drive.call(bob, 'GET', `/api/private/drive/course?code=${code}${limit ? `&limit=${limit}` : ''}`)
const names = (courses: { code: string; name: string }[], token = drive.app.config.INTERNAL_TOKEN ?? '') =>
  drive.app.inject({
    method: 'POST',
    url: '/internal/courses/names',
    headers: { [INTERNAL_TOKEN_HEADER]: token },
    payload: { courses },
  })

describe('the course page samples', () => {
  it('are the course folder and its most helpful samples at any depth, with previews and the reader’s marks', async () => {
    const week = await drive.folder(staff, 'Week 3', economics)
    const plain = await drive.published(alice, staff, economics, 'Inflation essay')
    const liked = await drive.published(alice, staff, week, 'GDP growth essay')
    await drive.call(bob, 'POST', '/api/private/drive/helpful', { id: liked, helpful: true })
    const answer = await course('ECON1192')
    expect(answer.status).toBe(200)
    const { folder, samples } = answer.body.data
    expect(folder).toMatchObject({ id: economics, code: 'ECON1192', file_count: 2 })
    expect(samples.map((sample: { id: string }) => sample.id)).toEqual([liked, plain])
    expect(samples[0]).toMatchObject({ helpful: true, helpful_count: 1, course: { code: 'ECON1192' } })
    expect((await course('ECON1192', 1)).body.data.samples).toHaveLength(1)
  })

  it('leave out what is not published', async () => {
    const id = await drive.published(alice, staff, economics, 'Soon taken down')
    await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action: 'hide', reason: 'x' })
    const { samples } = (await course('ECON1192', 24)).body.data
    expect(samples.map((sample: { id: string }) => sample.id)).not.toContain(id)
  })

  it('are empty, not an error, for a course with no folder, and need a code and a session', async () => {
    expect((await course('COSC2429')).body).toEqual({ data: { folder: null, samples: [] } })
    expect((await course('econ1192')).status).toBe(400)
    expect((await drive.call(null, 'GET', '/api/private/drive/course?code=ECON1192')).status).toBe(401)
  })
})

describe('the course list', () => {
  it('names the course folders, and search finds them by the new name', async () => {
    const answer = await names([
      { code: 'ECON1192', name: 'Macroeconomics 1' },
      { code: 'COSC2429', name: 'Introduction to Programming' },
    ])
    expect(answer.json()).toEqual({ data: { renamed: 1 } })
    expect((await course('ECON1192')).body.data.folder.name).toBe('Macroeconomics 1')
    const found = await drive.call(bob, 'GET', '/api/private/drive/search?q=macroeconomics')
    expect(found.body.data[0]).toMatchObject({ id: economics, name: 'Macroeconomics 1' })
    expect((await names([{ code: 'ECON1192', name: 'Macroeconomics 1' }])).json()).toEqual({
      data: { renamed: 0 },
    })
  })

  it('is taken only with the internal token', async () => {
    expect((await names([{ code: 'ECON1192', name: 'Stolen' }], 'wrong')).statusCode).toBe(403)
  })
})
