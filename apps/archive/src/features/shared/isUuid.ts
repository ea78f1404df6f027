const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Whether a value is an id the drive service gives (a folder, a file, an import), not a root or nothing. */
export const isUuid = (value: string) => UUID.test(value)
