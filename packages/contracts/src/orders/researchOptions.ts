/** The research areas a Research Assistant order offers; "other" asks for the area in words. */
export const researchAreas = [
  { code: 'human-resources', label: 'Human Resources' },
  { code: 'economic-finance', label: 'Economics and finance' },
  { code: 'management', label: 'Management' },
  { code: 'tourism', label: 'Tourism' },
  { code: 'logistic', label: 'Logistics' },
  { code: 'english', label: 'English' },
  { code: 'other', label: 'Other' },
] as const
export type ResearchAreaCode = (typeof researchAreas)[number]['code']

/** The depth of research on offer: one level today. */
export const researchLevels = [{ code: 'detailed', label: 'Detailed' }] as const
export type ResearchLevel = (typeof researchLevels)[number]['code']

/** An instruction is at most this long (Sample Citation and Research Assistant alike). */
export const INSTRUCTION_MAX_LENGTH = 150
/** An area typed in words ("other") is at most this long. */
export const AREA_NAME_MAX_LENGTH = 80
/** The largest file an order takes: 40 MB. */
export const ORDER_FILE_MAX_BYTES = 41_943_040

/** A message on an order's thread is at most this long. */
export const MESSAGE_MAX_LENGTH = 2000
/** Days after delivery in which the student may ask for a revision (docs/product/orders.md#revisions). */
export const REVISION_WINDOW_DAYS = 7
/** Revisions one order may have. */
export const MAX_REVISIONS = 2
