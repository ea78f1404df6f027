import { commonErrorCodes } from '@unikit/contracts'
import { describe, expect, it } from 'vitest'
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
})
