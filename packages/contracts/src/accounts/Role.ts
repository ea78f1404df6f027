import { type Static, Type } from 'typebox'

/**
 * What a user may do (docs/product/accounts.md#roles): a student uses the tools; staff run the desks (orders,
 * archive, feedback); an admin is staff who may also grant roles.
 */
export const roles = ['student', 'staff', 'admin'] as const
export const RoleSchema = Type.Union([Type.Literal('student'), Type.Literal('staff'), Type.Literal('admin')])
export type Role = Static<typeof RoleSchema>

/** Whether a role may use the staff desks. */
export function isStaffRole(role: Role): boolean {
  return role === 'staff' || role === 'admin'
}
