import { describe, expect, it } from 'vitest'
import { flaggedWords } from './flaggedWords.ts'

describe('flaggedWords', () => {
  it('passes an ordinary insight in either language', () => {
    expect(flaggedWords('Thầy dạy rất hay, bài tập lớn hơi nhiều nhưng công bằng.')).toEqual([])
    expect(flaggedWords('Clear slides, assignments hard but fair. Class in Scunthorpe?')).toEqual([])
  })

  it('finds Vietnamese words with their diacritics, and the abbreviations as typed', () => {
    expect(flaggedWords('Đồ ngu, dạy như lồn')).toEqual(expect.arrayContaining(['lồn', 'đồ ngu']))
    expect(flaggedWords('vcl luôn')).toEqual(['vcl'])
  })

  it('finds English words whatever their case', () => {
    expect(flaggedWords('What a BITCH of a course')).toEqual(['bitch'])
  })
})
