import { isStaffRole } from '@unikit/contracts/accounts'
import type { FastifyRequest } from 'fastify'
import type { Reader } from '../archive/readAccess.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'

/** Who reads, as the archive's access rule sees them (docs/product/archive.md#who-sees-what). */
export function readerOf(request: FastifyRequest, links: FileLinkSigner): Reader {
  return { userId: request.user.userId, staff: isStaffRole(request.user.role), links }
}
