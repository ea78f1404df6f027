import type { CiteSuggestion } from '@unikit/contracts/cite'

/**
 * A new citation started from something found or typed elsewhere (the one box on the citation home, a title
 * carried through the format selection): the form opens filled with `suggestion`, the details it lacks marked,
 * and `notice` says where it came from.
 */
export type FormStart = { suggestion: CiteSuggestion; notice: string }

/** "Fill it in yourself": the citation starts from what the student typed. */
export const MANUAL_START = 'We started the citation with what you typed. Fill in the rest below.'
