/** Whether a database error is a unique violation of the named constraint or index (pg and PGlite alike). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const {
    code,
    constraint: name,
    message,
  } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  return (
    code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(constraint)))
  )
}
