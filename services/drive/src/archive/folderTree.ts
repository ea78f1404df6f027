import { allFolders } from '../db/folders.ts'
import type { DriveDb } from '../db/schema.ts'

/** Every folder, for the pickers of the upload form and the desk. */
export async function folderTree(db: DriveDb) {
  return (await allFolders(db)).map(({ ancestors: _ancestors, ...folder }) => folder)
}
