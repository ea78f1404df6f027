import type { ServicePlugin } from '@unikit/service-kit'

/**
 * The drive routes, one plugin per area in `routes/<area>/`, registered here. Later: the calls of spec §7
 * under their public paths (`/api/private/drive/*`).
 */
export const routes: ServicePlugin = async () => {}
