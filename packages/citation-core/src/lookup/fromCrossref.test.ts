import { describe, expect, it } from 'vitest'
import articleNumber from '../../test/fixtures/crossref/article-number.json' with { type: 'json' }
import bookChapter from '../../test/fixtures/crossref/book-chapter.json' with { type: 'json' }
import dissertation from '../../test/fixtures/crossref/dissertation.json' with { type: 'json' }
import htmlTitle from '../../test/fixtures/crossref/html-title-organisation.json' with { type: 'json' }
import journalArticle from '../../test/fixtures/crossref/journal-article.json' with { type: 'json' }
import { renderReference } from '../render/renderReference.ts'
import type { CrossrefWork } from './CrossrefWork.ts'
import { fromCrossref } from './fromCrossref.ts'

const work = (response: { message: unknown }) => response.message as CrossrefWork

describe('fromCrossref', () => {
  it('maps a journal article, preferring the print date and putting the first author first', () => {
    const suggestion = fromCrossref(work(journalArticle))
    expect(suggestion.formatId).toBe(7)
    expect(suggestion.item).toEqual({
      type: 'article-journal',
      title: 'Agile Business Model Innovation in Digital Entrepreneurship: Lean Startup Approaches',
      author: [
        { family: 'Ghezzi', given: 'Antonio' },
        { family: 'Cavallo', given: 'Angelo' },
      ],
      issued: { 'date-parts': [[2020, 9]] },
      'container-title': 'Journal of Business Research',
      volume: '110',
      page: '519-537',
      publisher: 'Elsevier BV',
      DOI: '10.1016/j.jbusres.2018.06.013',
      URL: 'https://doi.org/10.1016/j.jbusres.2018.06.013',
    })
    expect(suggestion.missing).toEqual(['issue'])
    expect(renderReference(suggestion.formatId, suggestion.item).text).toBe(
      "Ghezzi A and Cavallo A (2020) 'Agile Business Model Innovation in Digital Entrepreneurship: Lean Startup Approaches', Journal of Business Research, 110:519-537, doi:10.1016/j.jbusres.2018.06.013.",
    )
  })

  it('uses the article number once and decodes entities in the title', () => {
    const { item, missing } = fromCrossref(work(articleNumber))
    expect(item.title).toBe(
      'Effects of long-term organic fertilizer and straw on soil quality and crop yield in a rapeseed–maize rotation system',
    )
    expect(item.page).toBeUndefined()
    expect(item.number).toBe('e0322223')
    expect(item.issued).toEqual({ 'date-parts': [[2025, 4, 9]] })
    expect(missing).toEqual([])
  })

  it('maps a book chapter with its editors, the book title (not the series) and the place', () => {
    const suggestion = fromCrossref(work(bookChapter))
    expect(suggestion.formatId).toBe(43)
    expect(renderReference(43, suggestion.item).text).toBe(
      "Sahai S, Goel R and Singh G (2021) 'Building the World of Internet of Things', in Abraham A and Dash S (eds) Advanced Soft Computing Techniques in Data Science, IoT and Cloud Computing, Springer International Publishing, doi:10.1007/978-3-030-75657-4_5.",
    )
    expect(suggestion.item['publisher-place']).toBe('Cham')
  })

  it('strips HTML and JATS from titles and keeps an organisation author as a literal name', () => {
    const { item } = fromCrossref(work(htmlTitle))
    expect(item.title).toBe('Giant cell arteritis: one size does not fit all & n more')
    expect(item.author).toEqual([{ literal: 'The Lancet Rheumatology' }])
  })

  it('maps a dissertation to the repository thesis format with the university as publisher', () => {
    const suggestion = fromCrossref(work(dissertation))
    expect(suggestion.formatId).toBe(41)
    expect(suggestion.item).toMatchObject({
      type: 'thesis',
      publisher: 'RMIT University',
      issued: { 'date-parts': [[2019]] },
    })
    expect(suggestion.missing).toEqual([])
  })

  it('reports everything missing for an empty work', () => {
    expect(fromCrossref({ type: 'journal-article' }).missing).toEqual([
      'title',
      'author',
      'publisher',
      'issued',
      'container-title',
      'volume',
      'issue',
      'page',
    ])
    expect(fromCrossref({ type: 'posted-content', title: ['x'] }).formatId).toBe(13)
  })
})
