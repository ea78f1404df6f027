/**
 * The desk's course and tag forms, checked as the teachers service will (`CourseCreateBody`, `TagCreateBody`),
 * so a mistake shows beside its field before anything is sent.
 */
const COURSE_CODE = /^[A-Z]{3,4}[0-9]{3,5}$/

export function validateCourse(
  code: string,
  name: string,
): { errors: { code?: string; name?: string }; body?: { code: string; name: string } } {
  const errors: { code?: string; name?: string } = {}
  const cleanCode = code.trim().toUpperCase()
  const cleanName = name.trim()
  if (!cleanCode) errors.code = 'Input required'
  else if (!COURSE_CODE.test(cleanCode))
    errors.code = 'Three or four letters and three to five digits, such as COSC2429'
  if (!cleanName) errors.name = 'Input required'
  else if (cleanName.length < 2) errors.name = 'At least 2 characters'
  if (errors.code || errors.name) return { errors }
  return { errors, body: { code: cleanCode, name: cleanName } }
}

export function validateTagName(name: string): { name: string; error?: string } {
  const clean = name.trim()
  if (!clean) return { name: clean, error: 'Input required' }
  if (clean.length < 2) return { name: clean, error: 'At least 2 characters' }
  if (clean.length > 40) return { name: clean, error: 'At most 40 characters' }
  return { name: clean }
}
