import { archiveSampleKinds, type DriveItem, pagesLabel, sampleTerm } from '@unikit/contracts/drive'
import { formatCount } from '@unikit/design-system'
import { fileTypeLabel } from './fileTypeLabel.ts'

/**
 * What a list says about a sample under its title (docs/product/archive.md#folders): its course or major, when it
 * was written, what kind of work it is, its type and pages; a folder, how many samples it holds.
 */
export function sampleFacts(item: DriveItem, options: { course?: boolean } = {}): string[] {
  if (item.type === 'folder') return [item.code ?? '', samplesLabel(item.file_count ?? 0)].filter(Boolean)
  const kind = archiveSampleKinds.find((option) => option.value === item.sample_kind)?.label
  return [
    options.course === false || !item.course ? '' : (item.course.code ?? item.course.name),
    sampleTerm(item.year, item.semester),
    kind ?? '',
    fileTypeLabel(item),
    item.page_count ? pagesLabel(item.page_count) : '',
  ].filter(Boolean)
}

/** "No downloads yet", "1 download", "2,300 downloads". */
export function downloadsLabel(count: number): string {
  return count === 0 ? 'No downloads yet' : count === 1 ? '1 download' : `${formatCount(count)} downloads`
}

export const samplesLabel = (count: number) => (count === 1 ? '1 sample' : `${formatCount(count)} samples`)
