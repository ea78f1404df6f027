import { commonErrorCodes } from '@unikit/contracts'
import { accountErrorCodes } from '@unikit/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { errors } from './errors.ts'

describe('the accounts error codes', () => {
  it('are all listed in @unikit/contracts, where the shell maps them', () => {
    expect([...accountErrorCodes, ...commonErrorCodes]).toEqual(expect.arrayContaining(Object.keys(errors)))
  })

  it('keep the old product’s sign-in failure text', () => {
    expect(new errors.INVALID_CREDENTIALS().message).toBe('The username and / or password is incorrect')
  })
})
