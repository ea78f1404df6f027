import { describe, expect, it } from 'vitest'
import { parseName } from './parseName.ts'
import { vietnameseName } from './vietnameseName.ts'

describe('vietnameseName', () => {
  it.each([
    ['Nguyễn Văn An', 'Nguyễn', 'Văn An'],
    ['Trần Thị Mai', 'Trần', 'Thị Mai'],
    ['Nguyen Van A', 'Nguyen', 'Van A'],
    ['Lê Quỳnh', 'Lê', 'Quỳnh'],
    ['Huỳnh Ngọc Tuấn Anh', 'Huỳnh', 'Ngọc Tuấn Anh'],
    ['Đặng Thu Hương', 'Đặng', 'Thu Hương'],
    // A family name that is also a given name, followed by Văn or Thị.
    ['Hoàng Văn Thái', 'Hoàng', 'Văn Thái'],
    ['Mai Thị Nguyệt', 'Mai', 'Thị Nguyệt'],
  ])('reads %s family name first', (name, family, given) => {
    expect(vietnameseName(name)).toEqual({ family, given })
  })

  it.each([
    // Given name first: the family name is last.
    'David Nguyen',
    'Lan Phạm',
    'Mai Nguyen',
    'Kim Tran',
    'Hà Linh',
    'Hoang Minh',
    // Not Vietnamese syllables, or not a name.
    'Le Monde',
    'Ho Chi Minh City',
    'Vo Group',
    'Nguyen',
    'Nguyen and Tran',
    'Trần Văn An Bình Minh',
    'Smith John',
  ])('leaves %s alone', (name) => {
    expect(vietnameseName(name)).toBeUndefined()
  })
})

describe('parseName', () => {
  it('keeps a Vietnamese family name first, and reads other full names family name last', () => {
    expect(parseName('Nguyễn Văn An')).toEqual({ family: 'Nguyễn', given: 'Văn An' })
    expect(parseName('Lan Phạm')).toEqual({ family: 'Phạm', given: 'Lan' })
    expect(parseName('Izar de Villasante')).toEqual({ family: 'de Villasante', given: 'Izar' })
    expect(parseName('Võ, Thanh Hương')).toEqual({ family: 'Võ', given: 'Thanh Hương' })
  })
})
