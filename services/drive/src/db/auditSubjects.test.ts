import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'

let drive: RunningDrive
let staff: SignedIn

beforeAll(async () => {
  drive = await startDrive()
  staff = await drive.accounts.staff()
})
afterAll(() => drive.close())

describe("the archive desk's audit log", () => {
  it('names the staff member and the file by its name today, or by the name it had once deleted', async () => {
    const student = await drive.accounts.student()
    const folder = await drive.folder(staff, 'Marketing', 'core', 'MKTG1205')
    const kept = await drive.published(student, staff, folder, 'Brand audit of a café')
    const renamed = await drive.call(staff, 'POST', '/api/private/drive/staff/rename', {
      id: folder,
      name: 'Marketing principles',
      code: 'MKTG1205',
    })
    expect(renamed.status).toBe(200)
    const gone = await drive.published(student, staff, folder, 'Essay to delete')
    const deleted = await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', {
      id: gone,
      action: 'delete',
      reason: 'Copied from a textbook',
    })
    expect(deleted.status).toBe(200)

    const audit = await drive.call(staff, 'GET', '/api/private/drive/staff/audit?limit=20')
    const named = (subjectId: string) =>
      audit.body.data
        .filter((entry: { subjectId: string }) => entry.subjectId === subjectId)
        .map((entry: { action: string; subjectName: string }) => [entry.action, entry.subjectName])
    expect(named(gone)).toEqual([
      ['item.delete', 'Essay to delete'],
      ['upload.publish', 'Essay to delete'],
    ])
    expect(named(kept)).toEqual([['upload.publish', 'Brand audit of a café']])
    expect(named(folder)).toEqual([
      ['folder.rename', 'Marketing principles'],
      ['folder.create', 'Marketing principles'],
    ])
    expect(audit.body.data[0]).toMatchObject({ actorEmail: staff.email, actorName: expect.any(String) })
  })
})
