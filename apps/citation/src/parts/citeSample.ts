import type { CiteSample } from '@unikit/contracts/courses'
import { citeSample } from '../features/citeSample/citeSample.ts'

/** The citation tool's part of the course page (`remoteParts.citeSample`): Cite on an archive sample. */
export const part: CiteSample = citeSample

/** The build this part came from. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
