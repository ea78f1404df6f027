import type { CslDate, CslItem, CslName } from '../../src/index.ts'

/** An in-text form of the guide that is not compared as printed. */
export type InTextOverride =
  /** The guide's form is a slip; `expected` is what the rules give. */
  | { expected: string; reason: string }
  /** Not a single-work citation the renderer produces (several works, secondary citation, prose). */
  | { skip: string }

/** How a guide example is reproduced: the format and CSL item a user would enter. */
export interface MappedInput {
  formatId: number
  item: CslItem
  /** The guide's reference is a slip (RULES.md section 13): the rule's form and why. */
  slip?: { expected: string; reason: string }
  inText?: Record<string, InTextOverride>
}

/** A guide example of a type the product has no format for. */
export interface UnmappedInput {
  unmapped: string
}

export type GuideInput = MappedInput | UnmappedInput

export const person = (family: string, given: string): CslName => ({ family, given })
export const org = (literal: string, abbreviation?: string): CslName =>
  abbreviation ? { literal, abbreviation } : { literal }
export const year = (y: number): CslDate => ({ 'date-parts': [[y]] })
export const date = (y: number, m: number, d: number): CslDate => ({ 'date-parts': [[y, m, d]] })
export const range = (y: number, m: number, d1: number, d2: number): CslDate => ({
  'date-parts': [
    [y, m, d1],
    [y, m, d2],
  ],
})
export const noDate: CslDate = { literal: 'n.d.' }

export const multiWork = { skip: 'several works in one citation' } as const
