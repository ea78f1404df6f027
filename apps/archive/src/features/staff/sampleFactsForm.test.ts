import type { StaffItem } from '@unikit/contracts/drive'
import { describe, expect, it } from 'vitest'
import { changedFacts, readSampleFacts, sampleFactsDraft } from './sampleFactsForm.ts'

const folder = '0b5d3b5e-3c1e-4b8f-9a39-6f1f0d2b7c11'
const other = '5f0f8a0e-1a5c-4c7e-9a7e-2b3c4d5e6f70'
const draft = { name: ' Brand audit ', folderId: folder, year: '', semester: '' }

describe('readSampleFacts', () => {
  it('takes a title, a course, and an optional year and semester', () => {
    expect(readSampleFacts(draft).facts).toEqual({
      name: 'Brand audit',
      folder_id: folder,
      year: null,
      semester: null,
    })
    expect(readSampleFacts({ ...draft, year: ' 2025 ', semester: '2' }).facts).toMatchObject({
      year: 2025,
      semester: 2,
    })
  })

  it('says what is wrong beside each field', () => {
    expect(readSampleFacts({ name: 'ab', folderId: 'core', year: '1999', semester: '' }).errors).toEqual({
      name: 'At least 3 characters',
      folderId: 'Choose a course or major',
      year: 'A year from 2000 to 2100, or leave it empty',
    })
    expect(readSampleFacts({ ...draft, semester: '1' }).errors).toEqual({
      year: 'Give the year of this semester',
    })
  })
})

describe('changedFacts', () => {
  const item = {
    name: 'Brand audit',
    status: 'pending',
    requested_folder: { id: folder, name: 'Marketing', code: 'MKT' },
    folder: null,
    year: 2024,
    semester: null,
  } as unknown as StaffItem

  it('starts from an upload’s asked-for course, and sends only what staff changed', () => {
    expect(sampleFactsDraft(item)).toEqual({
      name: 'Brand audit',
      folderId: folder,
      year: '2024',
      semester: '',
    })
    expect(
      changedFacts(item, { name: 'Brand audit', folder_id: folder, year: 2024, semester: null }),
    ).toEqual({})
    expect(changedFacts(item, { name: 'Brand audit', folder_id: other, year: 2025, semester: 1 })).toEqual({
      folder_id: other,
      year: 2025,
      semester: 1,
    })
  })
})
