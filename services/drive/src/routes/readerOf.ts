import { isStaffRole } from '@unikit/contracts/accounts'
import type { FastifyRequest } from 'fastify'
import type { Reader } from '../archive/readAccess.ts'

/** Who reads, as the archive's access rule sees them (docs/product/archive.md#who-sees-what). */
export function readerOf(request: FastifyRequest): Reader {
  return { userId: request.user.userId, staff: isStaffRole(request.user.role) }
}
