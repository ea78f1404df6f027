import { type CitationEntry, styleOf } from '@unikit/citation-core'
import type { CitableSample, CitedWhere } from '@unikit/contracts/courses'
import { addCitations } from '../../store/citationActions.ts'
import { hydrateWorkspace } from '../../store/hydrateWorkspace.ts'
import { currentWorkspace } from '../../store/workspace.ts'

/** "Student's own work": a student's unpublished paper for a course (docs/product/course-page.md#cite). */
const STUDENT_WORK = 36

/** Where RMIT Vietnam's samples were written; no city, as a sample does not say which campus. */
export const SAMPLE_UNIVERSITY = 'RMIT University Vietnam'

/**
 * An archive sample as a citation: a student's unpublished paper for its course, with the title, the year and the
 * university. The archive never shows who wrote a sample, so there is no author and the reference starts with
 * the title, as the guide writes a work with none; a student who knows the author adds them in the tool.
 */
export function sampleCitation(sample: CitableSample): CitationEntry {
  return {
    formatId: STUDENT_WORK,
    item: {
      type: 'manuscript',
      title: sample.title,
      ...(sample.year ? { issued: { 'date-parts': [[sample.year]] } } : {}),
      number: sample.course.code,
      publisher: SAMPLE_UNIVERSITY,
    },
  }
}

/** Whether `entry` is in the project already: the same kind of source, title and course (docs/product/course-page.md#cite). */
const sameSample = (entry: CitationEntry, cited: CitationEntry) =>
  cited.formatId === entry.formatId &&
  cited.item.title === entry.item.title &&
  cited.item.number === entry.item.number

/**
 * The citation tool's `./citeSample` (docs/decisions/0764-the-course-page-composes-parts.md): adds a sample to the
 * student's active project, in that project's style, a new "New project name" when there is none, as the tool's own
 * Save does; says which project and style. A sample the active project already cites is not added again. Rejects
 * when the browser's storage refuses it, having changed nothing.
 */
export async function citeSample(sample: CitableSample): Promise<CitedWhere> {
  hydrateWorkspace()
  const entry = sampleCitation(sample)
  const { activeProjectId, citations } = currentWorkspace()
  const had = citations.find((cited) => cited.projectId === activeProjectId && sameSample(entry, cited))
  const projectId = had ? had.projectId : addCitations([entry])[0]?.projectId
  const project = currentWorkspace().projects.find((candidate) => candidate.id === projectId)
  if (!project) throw new Error('The citation was not saved')
  return { project: project.title, style: styleOf(project.styleId).label, ...(had ? { already: true } : {}) }
}
