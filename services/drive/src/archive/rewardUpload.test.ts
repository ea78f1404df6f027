import type { Statement } from '@unikit/contracts/wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../seed/samplePdf.ts'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'
import { payReward } from './rewardUpload.ts'

let drive: RunningDrive
let staff: SignedIn
let folder: string

beforeAll(async () => {
  drive = await startDrive({ JOBS_INTERVAL_MS: 3_600_000 })
  staff = await drive.accounts.staff()
  folder = await drive.folder(staff, 'Prices and Markets', 'core', 'ECON1194')
})
afterAll(() => drive.close())

const balance = async (who: SignedIn) =>
  (
    (await drive.accounts.call('GET', '/api/private/me', { token: who.token })).body as {
      account: { balance: number }
    }
  ).account.balance

async function pending(who: SignedIn, title: string): Promise<string> {
  const bytes = await samplePdf({ title, course: 'ECON1194', paragraphs: [title], pages: 1 })
  const sent = await drive.upload(who, { bytes, name: 'work.pdf' }, { title, folder_id: folder })
  return sent.body.data.id
}

describe('sharing is rewarded', () => {
  it('credits the uploader 20,000 VND once, however many publishes race, and not again after a takedown and restore', async () => {
    const student = await drive.accounts.student()
    const id = await pending(student, 'Elasticity of demand for coffee')
    const publish = { id, folder_id: folder, name: 'Elasticity of demand for coffee' }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        drive.call(staff, 'POST', '/api/private/drive/staff/publish', publish),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body?.error?.code === 'NOT_PENDING')).toHaveLength(9)
    await drive.app.jobs.drain()
    expect(await balance(student)).toBe(20_000)

    const reason = 'checking a report'
    await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action: 'hide', reason })
    await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action: 'restore' })
    await drive.app.jobs.drain()
    // The job run again (a retry after a crash) pays nothing more either.
    await drive.app.db
      .updateTable('upload_rewards')
      .set({ credited_at: null })
      .where('item_id', '=', id)
      .execute()
    await payReward(drive.app, id)
    expect(await balance(student)).toBe(20_000)

    // The student's statement names the credit for what it is.
    const statement = await drive.accounts.call('GET', '/api/private/wallet/statement', {
      token: student.token,
    })
    expect((statement.body as Statement).data[0]).toMatchObject({
      kind: 'archive_reward',
      label: 'Reward for a sample shared in the archive',
      amount: 20_000,
    })
  }, 60_000)

  it('pays nothing for a rejected upload', async () => {
    const student = await drive.accounts.student()
    const rejected = await pending(student, 'Copied slides')
    await drive.call(staff, 'POST', '/api/private/drive/staff/reject', {
      id: rejected,
      reason: 'not student work',
    })
    await drive.app.jobs.drain()
    expect(await balance(student)).toBe(0)
    const rewards = await drive.app.db.selectFrom('upload_rewards').select('item_id').execute()
    expect(rewards.map((row) => row.item_id)).not.toContain(rejected)
  })
})
