import { describe, expect, it } from 'vitest'
import { fileTypeLabel } from './fileTypeLabel.ts'

const file = (mime_type: string | null) => ({ type: 'file' as const, mime_type })

describe('fileTypeLabel', () => {
  it('names folders and the kinds of file the archive takes', () => {
    expect(fileTypeLabel({ type: 'folder', mime_type: null })).toBe('Folder')
    expect(fileTypeLabel(file('application/pdf'))).toBe('PDF')
    expect(
      fileTypeLabel(file('application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBe('Word')
    expect(
      fileTypeLabel(file('application/vnd.openxmlformats-officedocument.presentationml.presentation')),
    ).toBe('PowerPoint')
    expect(fileTypeLabel(file('application/x-cfb'))).toBe('Word or PowerPoint')
    expect(fileTypeLabel(file('image/png'))).toBe('PNG image')
    expect(fileTypeLabel(file('video/mp4'))).toBe('MP4 video')
  })

  it('calls anything else a file', () => {
    expect(fileTypeLabel(file(null))).toBe('File')
    expect(fileTypeLabel(file('application/zip'))).toBe('File')
  })
})
