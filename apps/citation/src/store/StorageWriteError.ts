/** A change that could not be written to the browser's storage; the workspace was left as it was. */
export class StorageWriteError extends Error {
  constructor(cause: unknown) {
    const full = cause instanceof DOMException && cause.name === 'QuotaExceededError'
    super(
      full
        ? 'Your browser storage is full, so this change was not saved. Remove some citations or projects and try again.'
        : 'Your browser did not let us save this change. Check that site storage is allowed and try again.',
      { cause },
    )
    this.name = 'StorageWriteError'
  }
}
