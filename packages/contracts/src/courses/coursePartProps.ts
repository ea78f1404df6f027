import type { CourseRef } from './courseCalls.ts'

/**
 * What the course page hands the parts other remotes expose, and what they hand back
 * (docs/decisions/0764-the-course-page-composes-parts.md). Plain types: the page and the parts are built apart and
 * meet at run time, so these are the whole contract between them.
 */

/** A sample the student asked to cite: what the citation tool needs for a student's unpublished paper. */
export interface CitableSample {
  title: string
  /** The year the work was written, else the year it went into the archive; null when neither is known. */
  year: number | null
  course: CourseRef
}

/**
 * Where a cited sample went: the project's title and its style's name, as the citation tool shows them; `already`
 * when the project had it, so nothing was added.
 */
export interface CitedWhere {
  project: string
  style: string
  already?: boolean
}

/** The archive's `./courseSamples`: the course's samples, most helpful first, each with Cite. */
export interface CourseSamplesProps {
  course: CourseRef
  /** Adds a sample to the student's active citation project; rejects when the citation tool cannot be reached. */
  cite: (sample: CitableSample) => Promise<CitedWhere>
}

/** Feedback's `./courseLecturers`: who teaches the course and how students rate them for it. */
export interface CourseLecturersProps {
  course: CourseRef
}

/** The citation tool's `./citeSample`. */
export type CiteSample = (sample: CitableSample) => Promise<CitedWhere>
