import { baseItem } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

const newspaperName =
  /\b(?:age|herald|times|guardian|post|news|australian|telegraph|courier|mail|tribune|journal|review|observer|independent|economist|conversation|gazette|chronicle|mercury|advertiser|examiner|standard|bulletin|magazine|crikey|atlantic|wired|forbes|bbc|abc|sbs|cnn)\b/i
const blogName = /\bblog|whisperer|medium\.com|wordpress|substack|blogspot/i

/**
 * Newspaper and magazine articles (9, 10) and blog posts (11), mirroring `catalogue/formats/newspapers.ts`
 * and the blog format: a quoted title and a named paper or blog, dated to the day; online ones end with the
 * accessed date and URL.
 */
export function parseNewspaperOrBlog(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const title = parse.title
  const [container] = sorted.rest
  if (!title || !container || sorted.volume !== undefined) return undefined
  // APA and MLA write an article's title upright and the paper or blog in italics.
  const uprightArticle = !title.quoted && !title.italic && container.italic && parse.style !== 'rmit-harvard'
  if (!title.quoted && !uprightArticle) return undefined
  if (uprightArticle && parse.issued?.['date-parts']?.[0]?.length !== 3) return undefined
  const blog = blogName.test(container.text) || blogName.test(parse.URL ?? '')
  const online = parse.URL !== undefined || parse.database !== undefined
  if (!online && !newspaperName.test(container.text)) return undefined
  const item = baseItem(blog ? 'post-weblog' : 'article-newspaper', parse, sorted)
  item['container-title'] = container.text.replace(/\s+website$/, '')
  if (blog) return { formatId: 11, item }
  if (!blog && !newspaperName.test(container.text) && !online) return undefined
  return { formatId: online ? 10 : 9, item }
}
