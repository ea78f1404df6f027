/** The workspace's localStorage keys (versioned keys: docs/product/citations.md#storage). Quick access and font keys are the settings'. */
export const PROJECTS_KEY = 'unikit:v2:citation:projects'
export const ACTIVE_PROJECT_KEY = 'unikit:v2:citation:active-project'
export const CITATIONS_KEY = 'unikit:v2:citation:citations'

/** Holds `3` once the old product's storage has been migrated (docs/product/citations.md#migration). */
export const MIGRATION_FLAG_KEY = 'unikit:v2:citation:migration'
export const MIGRATION_FLAG_VALUE = '3'

/** The old product's keys, read once by the migration and then removed (shapes in `legacyStorage.ts`). */
export const LEGACY_CITATIONS_KEY = 'citations'
export const LEGACY_PROJECTS_KEY = 'projects'
export const LEGACY_ACTIVE_PROJECT_KEY = 'projectActive'

export const WORKSPACE_KEYS: readonly string[] = [PROJECTS_KEY, ACTIVE_PROJECT_KEY, CITATIONS_KEY]
