import { describe, expect, it } from 'vitest'
import { validateFolderForm } from './folderForm.ts'

describe('validateFolderForm', () => {
  it('sends the trimmed name and the code in capitals, or no code', () => {
    expect(validateFolderForm('  Economics 1 ', ' econ1192 ')).toEqual({
      errors: {},
      body: { name: 'Economics 1', code: 'ECON1192' },
    })
    expect(validateFolderForm('Week 3', '').body).toEqual({ name: 'Week 3', code: null })
  })

  it('wants a name of 2 to 160 characters on one line', () => {
    expect(validateFolderForm(' ', '').errors.name).toBe('Input required')
    expect(validateFolderForm('a', '').errors.name).toBe('At least 2 characters')
    expect(validateFolderForm('a'.repeat(161), '').errors.name).toBe('At most 160 characters')
    expect(validateFolderForm('two\u2028lines', '').errors.name).toBe('Use one line of ordinary characters')
  })

  it('takes a code of letters, digits and hyphens up to 16 long', () => {
    expect(validateFolderForm('Marketing', 'MKT-2').errors.code).toBeUndefined()
    expect(validateFolderForm('Marketing', 'MKT 2').errors.code).toBe(
      'Letters, digits and hyphens only, such as ECON1192',
    )
    expect(validateFolderForm('Marketing', 'A'.repeat(17)).errors.code).toBe('At most 16 characters')
  })
})
