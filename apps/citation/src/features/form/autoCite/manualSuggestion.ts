import { type CslItem, findFormat, inferFormatId } from '@unikit/citation-core'
import type { CiteSuggestion } from '@unikit/contracts/cite'
import { formatFields } from '../model/formFields.ts'
import type { SearchedQuery } from './autoCiteQuery.ts'

/** Whether the format has a field for this CSL variable. */
const takes = (formatId: number, variable: string) => {
  const format = findFormat(formatId)
  return format !== undefined && formatFields(format).some((field) => field.variable === variable)
}

/**
 * "Fill it in yourself" after auto-cite found nothing (docs/decisions/0621-auto-cite-never-ends-at-a-toast.md):
 * the citation starts from what the student typed. An address stays in the chosen format when it has a URL
 * field, else it becomes a webpage; a DOI stays when the format takes one, else it becomes a journal article;
 * an ISBN starts a Book (the guide prints no ISBN) unless a kind of book is chosen; a title goes into the
 * chosen format.
 */
export function manualSuggestion(query: SearchedQuery, formatId: number): CiteSuggestion {
  const start = (item: CslItem, variable: string): CiteSuggestion => ({
    formatId: takes(formatId, variable) ? formatId : inferFormatId(item),
    item: takes(formatId, variable) ? { ...item, type: findFormat(formatId)?.cslType ?? item.type } : item,
    missing: [],
  })
  switch (query.kind) {
    case 'url':
      return start({ type: 'webpage', URL: query.url }, 'URL')
    case 'doi':
      return start({ type: 'article-journal', DOI: query.doi }, 'DOI')
    case 'isbn':
      return {
        formatId: findFormat(formatId)?.menuGroup === 'book' ? formatId : 1,
        item: { type: 'book' },
        missing: [],
      }
    case 'search':
      return {
        formatId,
        item: { type: findFormat(formatId)?.cslType ?? 'webpage', title: query.q },
        missing: [],
      }
  }
}
