import type { Migrations } from '@unikit/service-kit'
import * as createItems from './0001_create_items.ts'
import * as archive from './0002_archive.ts'
import * as library from './0003_library.ts'
import * as searchSpeed from './0004_search_speed.ts'

/** Every migration of the service, by name; the kit applies them in name order at start. */
export const migrations: Migrations = {
  '0001_create_items': createItems,
  '0002_archive': archive,
  '0003_library': library,
  '0004_search_speed': searchSpeed,
}
