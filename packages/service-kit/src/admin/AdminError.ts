/** A mistake in an admin command (bad arguments, an unknown record): printed as is, exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError'
}
