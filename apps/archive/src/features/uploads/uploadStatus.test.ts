import { describe, expect, it } from 'vitest'
import { uploadStatus } from './uploadStatus.ts'

describe('uploadStatus', () => {
  it('says each status in words, with the reason of a rejection', () => {
    expect(uploadStatus({ status: 'pending', reject_reason: null }).text).toBe('Waiting for review')
    expect(uploadStatus({ status: 'published', reject_reason: null }).text).toBe('Published')
    expect(uploadStatus({ status: 'rejected', reject_reason: 'Wrong course' }).text).toBe(
      'Rejected: Wrong course',
    )
    expect(uploadStatus({ status: 'rejected', reject_reason: null }).text).toBe('Rejected')
    expect(uploadStatus({ status: 'hidden', reject_reason: null }).text).toBe('Taken down')
  })
})
