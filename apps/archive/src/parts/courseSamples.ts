import type { CourseSamplesProps } from '@unikit/contracts/courses'
import type { ComponentType } from 'react'
import { CourseSamples } from '../features/course/CourseSamples.tsx'

/** The archive's part of the course page (`remoteParts.courseSamples`), loaded by the shell at run time. */
export const part: ComponentType<CourseSamplesProps> = CourseSamples

/** The build this part came from; the page shows it on the part's frame. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
