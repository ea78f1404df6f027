import { commonErrorCodes } from '@unikit/contracts'
import { accountErrorCodes } from '@unikit/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { authErrors } from '../auth/authErrors.ts'
import { devMailErrors } from '../mail/devMailRoutes.ts'
import { codeByStatus } from './errorHandler.ts'
import { kitErrors } from './kitErrors.ts'

describe('the codes the kit answers with', () => {
  it('are all listed in @unikit/contracts, where frontends map them', () => {
    const codes = [
      'VALIDATION_FAILED',
      'INTERNAL',
      ...Object.values(codeByStatus),
      ...Object.keys(kitErrors),
      ...Object.keys(devMailErrors),
    ]
    expect(commonErrorCodes).toEqual(expect.arrayContaining(codes))
  })

  it('include the auth checks’ codes: common ones, and EMAIL_NOT_VERIFIED from accounts', () => {
    expect([...commonErrorCodes, ...accountErrorCodes]).toEqual(
      expect.arrayContaining(Object.keys(authErrors)),
    )
  })
})
