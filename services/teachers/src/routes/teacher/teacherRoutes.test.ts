import type { SignedIn } from '@unikit/accounts/testing'
import { multipartBody, sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn
let student: SignedIn

beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
  student = await teachers.accounts.student()
  await teachers.lecturer(staff, 'Nguyễn Văn Ánh', ['COSC2429'])
  await teachers.lecturer(staff, 'Nguyễn Thị Đào', ['ECON1192'])
  await teachers.lecturer(staff, 'Trần Minh', ['MKTG1205'])
})
afterAll(() => teachers.close())

const names = (answer: { body: { data: { fullname: string }[] } }) =>
  answer.body.data.map((row) => row.fullname)

describe('finding a lecturer', () => {
  it('needs a signed-in account', async () => {
    expect((await teachers.call(null, 'GET', '/api/private/teacher/list')).status).toBe(401)
    expect((await teachers.call(null, 'GET', '/api/private/teacher/search?name=an')).status).toBe(401)
  })

  it('matches names without regard to diacritics or case', async () => {
    // The name that holds the query comes first; "nguyen thi dao" is near enough to be offered after it.
    expect(
      names(await teachers.call(student, 'GET', '/api/private/teacher/search?name=nguyen%20van')),
    ).toEqual(['Nguyễn Văn Ánh', 'Nguyễn Thị Đào'])
    expect(names(await teachers.call(student, 'GET', '/api/private/teacher/search?name=NGUYEN'))).toEqual([
      'Nguyễn Thị Đào',
      'Nguyễn Văn Ánh',
    ])
    expect(names(await teachers.call(student, 'GET', '/api/private/teacher/search?name=dao'))).toEqual([
      'Nguyễn Thị Đào',
    ])
  })

  it('matches the code of a course the lecturer teaches', async () => {
    const found = await teachers.call(student, 'GET', '/api/private/teacher/search?name=mktg1205')
    expect(names(found)).toEqual(['Trần Minh'])
    expect(found.body.data[0].courses).toEqual([expect.objectContaining({ code: 'MKTG1205' })])
  })

  it('treats % and _ in a query as the characters they are', async () => {
    const found = await teachers.call(student, 'GET', '/api/private/teacher/search?name=%25')
    expect(found.body).toMatchObject({ data: [], total: 0 })
  })

  it('tolerates a typo as the archive does, and ranks names that contain the query first', async () => {
    await teachers.lecturer(staff, 'Kiều Thị Diệu Linh', ['ISYS2101'])
    await teachers.lecturer(staff, 'Nguyễn Hữu Nghĩa', ['COMM2596'])
    await teachers.lecturer(staff, 'Nguyễn Đình Long', ['BAFI3182'])
    const search = async (query: string) =>
      names(
        await teachers.call(student, 'GET', `/api/private/teacher/search?name=${encodeURIComponent(query)}`),
      )
    expect(await search('dieu lihn')).toEqual(['Kiều Thị Diệu Linh'])
    expect(await search('nguyen huu nghia')).toEqual(['Nguyễn Hữu Nghĩa'])
    expect(await search('Đình')).toEqual(['Nguyễn Đình Long'])
    expect(await search('  ')).toEqual([])
  })

  it('answers 400 for an id that is not one, and 404 for one that does not exist', async () => {
    for (const id of ['abc', '../1', '-1', '99999999999999999999', '1.5']) {
      const answer = await teachers.call(
        student,
        'GET',
        `/api/private/teacher/get?id=${encodeURIComponent(id)}`,
      )
      expect(answer.status, id).toBe(400)
    }
    expect((await teachers.call(student, 'GET', '/api/private/teacher/get?id=424242')).status).toBe(404)
  })

  it('keeps a retired lecturer out of the lists and pages, but not from staff', async () => {
    const retired = await teachers.lecturer(staff, 'Phạm Cũ', ['BUSM4185'])
    const retire = await teachers.call(staff, 'POST', '/api/private/teacher/staff/teacher/retire', {
      id: retired.id,
      retired: true,
    })
    expect(retire.status).toBe(200)
    expect(names(await teachers.call(student, 'GET', '/api/private/teacher/search?name=pham'))).toEqual([])
    expect((await teachers.call(student, 'GET', `/api/private/teacher/get?id=${retired.id}`)).status).toBe(
      404,
    )
    const desk = await teachers.call(staff, 'GET', '/api/private/teacher/staff/teachers?name=pham')
    expect(desk.body.data).toEqual([expect.objectContaining({ fullname: 'Phạm Cũ', retired: true })])
  })

  it('serves an avatar staff uploaded to signed-in students only, and refuses a file that is not an image', async () => {
    const lecturer = await teachers.lecturer(staff, 'Võ Ảnh', ['VART3479'])
    const send = async (bytes: Uint8Array, filename: string) => {
      const form = await multipartBody([{ name: 'file', file: bytes, filename }])
      return teachers.app.inject({
        method: 'POST',
        url: `/api/private/teacher/staff/teacher/avatar?id=${lecturer.id}`,
        headers: { ...form.headers, authorization: `Bearer ${staff.token}` },
        payload: form.payload,
      })
    }
    expect((await send(sampleFiles.pdf(2000), 'face.png')).statusCode).toBe(415)
    const uploaded = await send(sampleFiles.png(), 'face.png')
    expect(uploaded.statusCode).toBe(200)
    const url = uploaded.json().data.avatar_url as string
    expect(url).toMatch(/^\/api\/private\/teacher\/avatar\?id=\d+&v=/)
    const image = await teachers.app.inject({ url, headers: { authorization: `Bearer ${student.token}` } })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(sampleFiles.png())).toBe(true)
    expect((await teachers.app.inject({ url })).statusCode).toBe(401)
    const audit = await teachers.call(
      staff,
      'GET',
      '/api/private/teachers/staff/audit?subject_type=teacher&subject_id=' + lecturer.id,
    )
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'teacher.avatar',
      'teacher.create',
    ])
  })
})
