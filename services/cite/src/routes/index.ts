import type { ServicePlugin } from '@unikit/service-kit'

/**
 * The cite routes, one plugin per area in `routes/<area>/`, registered here. Later: the calls of spec §7
 * under their public paths (`/api/public/crawl/url`, `/api/public/event/emit`).
 */
export const routes: ServicePlugin = async () => {}
