import type { CheckProblem } from './ReferenceCheck.ts'

/**
 * Every problem the checker reports, by stable code, with the one sentence that names the rule
 * (docs/product/citation-checker.md#problems lists them; keep the two in step).
 */
export const problemMessages = {
  'authors-ampersand': "RMIT Harvard joins the last two authors with 'and', not '&'.",
  'initials-stops': 'RMIT Harvard writes initials with no full stops or spaces (Hill AC).',
  'author-comma':
    'RMIT Harvard writes the family name, then the initials, with no comma between (Zufferey C).',
  'author-full-name': 'RMIT Harvard gives a person by family name and initials only (Zufferey C).',
  'family-capitals': 'RMIT Harvard writes family names with a capital first letter only (Zufferey C).',
  'name-case':
    'RMIT Harvard writes a name with capitals: the family name, then the initials of the given names (Nguyen VA).',
  'vietnamese-name':
    'A Vietnamese name keeps its family name first, followed by the initials of the given names (Nguyễn Văn An → Nguyễn VA).',
  'et-al': "RMIT Harvard names every author in the reference list; 'et al.' is for in-text citations.",
  'date-position':
    'RMIT Harvard puts the date in brackets straight after the authors, with nothing after it but a space.',
  'date-form': 'RMIT Harvard writes a full date as day, month and year (16 June 2021).',
  'year-suffix': 'Works by the same author in the same year take a, b… after the year (2021a, 2021b).',
  'year-suffix-extra': 'Only works by the same author in the same year take a, b… after the year.',
  'title-colon-capital':
    'RMIT Harvard writes a title in sentence case: the word after a colon takes a capital only when it is a name.',
  'title-quotes': 'The title of an article, chapter, post or episode is in single quotation marks.',
  'title-italics': 'The title of a book, report, web page, film or thesis is in italics.',
  'title-not-italic': 'The title of an article, chapter, post or episode is in quotation marks, not italics.',
  'container-italics': 'The name of the journal, newspaper, blog, book or series is in italics.',
  'extra-italics':
    'Only the title of a stand-alone work, or the journal, newspaper or book it is part of, is in italics.',
  'volume-form': 'RMIT Harvard writes the volume, issue and pages together: 19(5-6):1095-1110.',
  'article-number':
    "RMIT Harvard writes an article number after the volume and issue with the word 'Article': 17(4):Article e0266123.",
  'pages-prefix': "RMIT Harvard writes page numbers without 'p.' or 'pp.'.",
  'page-range-dash': 'RMIT Harvard writes a page range with a hyphen (1095-1110).',
  'edition-form': "RMIT Harvard writes the edition as '2nd edn', after the title.",
  'doi-prefix': "RMIT Harvard writes a DOI as 'doi:10.…', not as a link.",
  'doi-form': "RMIT Harvard writes a DOI as 'doi:' followed by the number, at the end of the entry.",
  'doi-and-url': 'An item with a DOI needs no URL or accessed date.',
  'retrieved-from': "RMIT Harvard writes 'accessed' and the date before the URL, not 'Retrieved from'.",
  'available-at': "RMIT Harvard writes 'accessed' and the date, then the URL, not 'Available at'.",
  'accessed-form': "RMIT Harvard writes the accessed date as 'accessed 9 December 2021' before the URL.",
  'publisher-place': 'RMIT Harvard gives the publisher, then the place (Palgrave, Basingstoke).',
  'final-stop': 'RMIT Harvard ends an entry with a full stop, unless it ends with a URL.',
  'url-stop': 'RMIT Harvard puts no full stop after a URL.',
  'url-brackets': 'RMIT Harvard writes a URL as it is, without angle brackets.',
  'database-word':
    "RMIT Harvard names a library database followed by the word 'database' (ProQuest database).",
  'website-word': "RMIT Harvard names the site followed by the word 'website' (ZDNet website).",
  punctuation: 'The punctuation or order of the parts differs from RMIT Harvard.',
  'missing-issued': 'A reference needs the year of publication (or n.d. when there is none).',
  'missing-accessed': 'An online source needs the date you accessed it.',
  'missing-author': 'A reference needs its author, or the organisation responsible.',
  'missing-title': 'A reference needs the title of the work.',
  'missing-place':
    "RMIT Harvard gives a book's place of publication after the publisher, or n.p. when there is none.",
  'style-apa7': 'This entry is written in APA 7; RMIT Harvard differs in its punctuation.',
  'style-mla': 'This entry is written in MLA; RMIT Harvard puts the year after the authors.',
  'style-harvard-other':
    'This entry is written in another Harvard style; RMIT Harvard has its own punctuation.',
  'style-google-scholar': "This entry is Google Scholar's 'Cite' form; RMIT Harvard has its own punctuation.",
  'not-recognised': 'This entry could not be recognised as a reference; check it against the guide by hand.',
  'entry-too-long':
    'This paragraph is too long to be one reference; put each reference in a paragraph of its own.',
  'list-order':
    "RMIT Harvard sorts the reference list by the first author's family name (or the title when there is no author), then by year.",
  duplicate: 'The same work is listed more than once; keep one entry.',
  'list-too-long': 'Only the first 500 entries were checked; check the rest in a second list.',
} as const

export type ProblemCode = keyof typeof problemMessages

export function problem(code: ProblemCode, message?: string): CheckProblem {
  return { code, message: message ?? problemMessages[code] }
}
