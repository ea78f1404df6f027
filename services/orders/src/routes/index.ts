import type { ServicePlugin } from '@unikit/service-kit'

/**
 * The orders routes, one plugin per area in `routes/<area>/`, registered here. Later: the calls of spec §7
 * under their public paths (`/api/private/order/*`, `/api/private/file/*`, `/api/private/blog/faq/list`).
 */
export const routes: ServicePlugin = async () => {}
