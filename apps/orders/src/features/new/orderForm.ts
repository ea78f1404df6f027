import { courseCodeOf } from '@unikit/contracts/courses'
import {
  INSTRUCTION_MAX_LENGTH,
  type OrderCreateBody,
  type OrderFile,
  type ResearchAreaCode,
  type ResearchDays,
  type ResearchLevel,
  type ResearchWordCount,
  researchPrice,
} from '@unikit/contracts/orders'

/** What the student has filled in so far; kept as typed when a submit fails. */
export type OrderDraft = {
  file: OrderFile | null
  instruction: string
  terms: boolean
  areaCode: ResearchAreaCode | ''
  areaName: string
  words: ResearchWordCount
  level: ResearchLevel | ''
  days: ResearchDays
  extraSources: number
}

export const emptyDraft: OrderDraft = {
  file: null,
  instruction: '',
  terms: false,
  areaCode: '',
  areaName: '',
  words: 1000,
  level: '',
  days: 7,
  extraSources: 0,
}

/**
 * The draft a form starts with: from a course page (`?course=ECON1192`, docs/product/course-page.md), the
 * instruction starts with the course, which the form asks for there; anything else that is no course code is left
 * out.
 */
export function startingDraft(course: string | null): OrderDraft {
  const code = course ? courseCodeOf(course) : null
  return code ? { ...emptyDraft, instruction: `Course: ${code}. ` } : emptyDraft
}

export type DraftErrors = Partial<
  Record<'file' | 'instruction' | 'terms' | 'areaCode' | 'areaName' | 'level', string>
>

/** The order's problems, in the form's order, so the first can take the focus. */
export function checkDraft(type: 'sc' | 'ra', draft: OrderDraft): DraftErrors {
  const errors: DraftErrors = {}
  if (!draft.file) errors.file = 'Upload your document'
  if (type === 'ra' && !draft.areaCode) errors.areaCode = 'Choose the research area'
  if (type === 'ra' && draft.areaCode === 'other' && !draft.areaName.trim())
    errors.areaName = 'Say which area the research is in'
  if (type === 'ra' && !draft.level) errors.level = 'Choose the level of research'
  const instruction = draft.instruction.trim()
  if (!instruction) errors.instruction = 'Write an instruction for our staff'
  else if (instruction.length > INSTRUCTION_MAX_LENGTH)
    errors.instruction = `Keep the instruction to ${INSTRUCTION_MAX_LENGTH} characters`
  if (!draft.terms) errors.terms = 'Agree to the terms to place the order'
  return errors
}

/** The Research Assistant total the server will charge: the same function it uses. */
export const draftPrice = (draft: OrderDraft) =>
  researchPrice({ words: draft.words, days: draft.days, extraSources: draft.extraSources })

export function toCreateBody(type: 'sc' | 'ra', draft: OrderDraft): OrderCreateBody {
  const common = { file_input: draft.file?.id ?? '', instruction: draft.instruction.trim() }
  if (type === 'sc') return { type: 'sc', ...common }
  return {
    type: 'ra',
    ...common,
    area_code: draft.areaCode as ResearchAreaCode,
    ...(draft.areaCode === 'other' ? { area_name: draft.areaName.trim() } : {}),
    word_count: draft.words,
    level: draft.level as ResearchLevel,
    days: draft.days,
    source_count: draft.extraSources,
  }
}
