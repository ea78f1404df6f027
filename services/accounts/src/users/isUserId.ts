const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a string can be a user's id: anything else is never looked up. */
export function isUserId(id: string): boolean {
  return UUID.test(id)
}
