import { ARCHIVE_UPLOAD_MAX_BYTES } from '@unikit/contracts/drive'
import { describe, expect, it } from 'vitest'
import { emptyUploadDraft, titleFromFileName, uploadFileProblem, validateUploadForm } from './uploadForm.ts'

const folder = '0b7c6a52-4f7e-4c59-9a43-1f0f5b1c2d3e'
const pdf = new File(['%PDF-1.7'], 'Essay.pdf', { type: 'application/pdf' })
const complete = { file: pdf, title: '  Marketing plan  ', folderId: folder, rights: true }

describe('uploadFileProblem', () => {
  it('takes the types the archive takes, whatever the case of the extension', () => {
    for (const name of [
      'a.pdf',
      'b.DOCX',
      'c.doc',
      'd.pptx',
      'e.ppt',
      'f.png',
      'g.JPG',
      'h.jpeg',
      'i.gif',
      'j.webp',
      'k.mp4',
      'l.webm',
    ])
      expect(uploadFileProblem({ name, size: 10 })).toBeUndefined()
  })

  it('refuses other types and names without an extension', () => {
    for (const name of ['virus.exe', 'notes.txt', 'archive.zip', 'pdf', '.pdf'])
      expect(uploadFileProblem({ name, size: 10 })).toMatch(/^The archive takes PDF/)
  })

  it('refuses a file over the limit, naming both sizes, and an empty one', () => {
    expect(uploadFileProblem({ name: 'a.pdf', size: ARCHIVE_UPLOAD_MAX_BYTES })).toBeUndefined()
    expect(uploadFileProblem({ name: 'a.pdf', size: ARCHIVE_UPLOAD_MAX_BYTES + 1 })).toBe(
      'This file is 40 MB, over the 40 MB the archive takes.',
    )
    expect(uploadFileProblem({ name: 'a.mp4', size: 55 * 1024 * 1024 })).toBe(
      'This file is 55 MB, over the 40 MB the archive takes.',
    )
    expect(uploadFileProblem({ name: 'a.pdf', size: 0 })).toBe('This file is empty.')
  })
})

describe('titleFromFileName', () => {
  it('drops the extension and extra spaces', () => {
    expect(titleFromFileName('ECON1192  Assignment 2.final.pdf')).toBe('ECON1192 Assignment 2.final')
    expect(titleFromFileName('README')).toBe('README')
    expect(titleFromFileName('.hidden')).toBe('.hidden')
  })

  it('keeps a title no longer than the service takes', () => {
    expect(titleFromFileName(`${'a'.repeat(200)}.pdf`)).toHaveLength(160)
  })
})

describe('validateUploadForm', () => {
  it('asks for everything on an empty form', () => {
    expect(validateUploadForm(emptyUploadDraft)).toEqual({
      errors: {
        file: 'Choose a file to upload',
        title: 'Input required',
        folder: 'Choose the course or major it is for',
        rights: 'Confirm that you wrote this work or have the right to share it',
      },
    })
  })

  it('wants a title of 3 to 160 characters on one line', () => {
    expect(validateUploadForm({ ...complete, title: ' ab ' }).errors.title).toBe('At least 3 characters')
    expect(validateUploadForm({ ...complete, title: 'a'.repeat(161) }).errors.title).toBe(
      'At most 160 characters',
    )
    expect(validateUploadForm({ ...complete, title: 'line\u200bbreak' }).errors.title).toBe(
      'Use one line of ordinary characters',
    )
    expect(validateUploadForm({ ...complete, title: 'abc' }).errors.title).toBeUndefined()
  })

  it('refuses a file the archive does not take', () => {
    const exe = new File(['MZ'], 'setup.exe')
    expect(validateUploadForm({ ...complete, file: exe }).errors.file).toMatch(/^The archive takes PDF/)
  })

  it('wants the rights confirmed', () => {
    const { errors, upload } = validateUploadForm({ ...complete, rights: false })
    expect(upload).toBeUndefined()
    expect(Object.keys(errors)).toEqual(['rights'])
  })

  it('sends the file with the trimmed title, the folder and rights: yes', () => {
    expect(validateUploadForm(complete)).toEqual({
      errors: {},
      upload: { file: pdf, fields: { title: 'Marketing plan', folder_id: folder, rights: 'yes' } },
    })
  })
})
