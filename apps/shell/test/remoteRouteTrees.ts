import { routes as archive } from '../../archive/src/routes.tsx'
import { routes as feedback } from '../../feedback/src/routes.tsx'
import { routes as orders } from '../../orders/src/routes.tsx'

/**
 * The route trees the archive, orders and feedback remotes expose (`./routes`), read from their sources. The
 * shell does not depend on the remotes as packages: a remote's release must never rebuild the shell.
 */
export const remoteRouteTrees = { archive, orders, feedback }
