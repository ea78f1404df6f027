import { type RunningDrive, type SignedIn, startDrive } from './startDrive.ts'

/** What most archive tests start from: a fresh drive service, a staff member, two students, two course folders. */
export interface Archive {
  drive: RunningDrive
  staff: SignedIn
  alice: SignedIn
  bob: SignedIn
  /** The ids of two Core course folders: Marketing Principles (MKTG1205) and Kinh tế vĩ mô (ECON1192). */
  marketing: string
  economics: string
  /** The mail sent so far, newest first, as the desk lists it (the outbox is drained first). */
  sentMail(): Promise<{ kind: string; to: string }[]>
}

export async function startArchive(): Promise<Archive> {
  const drive = await startDrive()
  const staff = await drive.accounts.staff()
  return {
    drive,
    staff,
    async sentMail() {
      await drive.app.outbox.drain()
      return (await drive.call(staff, 'GET', '/api/private/drive/staff/mail?status=sent')).body.data
    },
    alice: await drive.accounts.student(),
    bob: await drive.accounts.student(),
    marketing: await drive.folder(staff, 'Marketing Principles', 'core', 'MKTG1205'),
    economics: await drive.folder(staff, 'Kinh tế vĩ mô', 'core', 'ECON1192'),
  }
}
