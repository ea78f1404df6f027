import { describe, expect, it } from 'vitest'
import { contentDisposition } from './contentDisposition.ts'
import { parseRange } from './parseRange.ts'
import { sanitizeFileName } from './sanitizeFileName.ts'

describe('sanitizeFileName', () => {
  it('keeps Vietnamese names, in one normal form', () => {
    expect(sanitizeFileName('Bài luận cuối kỳ.docx')).toBe('Bài luận cuối kỳ.docx')
    expect(sanitizeFileName('Bài luận'.normalize('NFD'))).toBe('Bài luận')
  })

  it('drops paths, control and direction-changing characters, and edge dots and spaces', () => {
    expect(sanitizeFileName('C:\\Users\\an\\..\\report.pdf')).toBe('report.pdf')
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(sanitizeFileName('a\u0000b\r\nc.pdf')).toBe('abc.pdf')
    expect(sanitizeFileName('  ..hidden. ')).toBe('hidden')
    expect(sanitizeFileName('', 'upload')).toBe('upload')
    expect(sanitizeFileName(undefined)).toBe('file')
  })

  it('shortens a long name and keeps its extension', () => {
    const long = sanitizeFileName(`${'ệ'.repeat(300)}.pdf`)
    expect([...long]).toHaveLength(180)
    expect(long.endsWith('ệ.pdf')).toBe(true)
  })
})

describe('contentDisposition', () => {
  it('gives browsers the UTF-8 name and old clients an ASCII one', () => {
    expect(contentDisposition('attachment', 'Đề cương "môn" học.pdf')).toBe(
      'attachment; filename="De cuong _mon_ hoc.pdf"; filename*=UTF-8\'\'%C4%90%E1%BB%81%20c%C6%B0%C6%A1ng%20%22m%C3%B4n%22%20h%E1%BB%8Dc.pdf',
    )
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(
      "inline; filename=\"it's (1).pdf\"; filename*=UTF-8''it%27s%20%281%29.pdf",
    )
  })
})

describe('parseRange', () => {
  it('reads one range, open-ended and suffix forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
  })

  it('sends the whole file for no, other-unit or several ranges; 416 for ranges outside it', () => {
    expect(parseRange(undefined, 1000)).toBeNull()
    expect(parseRange('items=0-1', 1000)).toBeNull()
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull()
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=5-4', 1000)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
  })
})
