import { describe, expect, it } from 'vitest'
import { referenceName } from './names.ts'

describe('referenceName', () => {
  it.each([
    [{ family: 'Nguyễn', given: 'Thị Minh' }, 'Nguyễn TM'],
    [{ family: 'Sartre', given: 'Jean-Paul' }, 'Sartre J-P'],
    [{ family: 'Millman', given: 'K. Jarrod' }, 'Millman KJ'],
    [{ family: 'van der Walt', given: 'Stéfan J.' }, 'van der Walt SJ'],
    [{ family: 'Walt', given: 'Stéfan', 'non-dropping-particle': 'van der' }, 'van der Walt S'],
    [{ family: 'Ioannidis' }, 'Ioannidis'],
    [{ given: 'Plato' }, 'Plato'],
    [
      { literal: 'GBD 2019 Diseases and Injuries Collaborators' },
      'GBD 2019 Diseases and Injuries Collaborators',
    ],
    [{ family: 'Đỗ', given: 'ánh' }, 'Đỗ Á'],
  ])('%j → %s', (name, shown) => {
    expect(referenceName(name)).toBe(shown)
  })
})
