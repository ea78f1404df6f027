import type { CourseLecturersProps } from '@unikit/contracts/courses'
import type { ComponentType } from 'react'
import { CourseLecturers } from '../features/course/CourseLecturers.tsx'

/** Feedback's part of the course page (`remoteParts.courseLecturers`), loaded by the shell at run time. */
export const part: ComponentType<CourseLecturersProps> = CourseLecturers

/** The build this part came from; the page shows it on the part's frame. */
export const build: string = process.env.UNIKIT_BUILD_ID ?? 'local'
