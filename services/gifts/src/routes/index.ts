import type { ServicePlugin } from '@unikit/service-kit'

/**
 * The gifts routes, one plugin per area in `routes/<area>/`, registered here. Later: the calls of spec §7
 * under their public paths (`/gift/api/event/submit-email`, `/gift/api/event/get-landing-event`).
 */
export const routes: ServicePlugin = async () => {}
