import type { CslItem } from '../../csl/CslItem.ts'
import { baseItem, publisherAndPlace } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

/** Moves the creators to the role the format prints (`(director)`, `(host)`), keeping a role already given. */
function creatorsAs(item: CslItem, role: 'director' | 'producer' | 'host', parse: EntryParse): void {
  if (!item.author) return
  item[parse.role && parse.role !== 'editor' ? parse.role : role] = item.author
  delete item.author
}

/**
 * Audiovisual sources, mirroring `catalogue/formats/audiovisual.ts`: films (23), television programs (22),
 * online videos (24), podcasts (25), radio (26) and music (27), told apart by the `[…]` descriptor the guide
 * (and APA: `[Video]`, `[Film]`, `[Audio podcast episode]`) puts after the title.
 */
export function parseAudiovisual(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const descriptor = (parse.descriptor ?? '').toLowerCase()
  const rest = [...sorted.rest]
  if (/motion picture|^film|movie|documentary/.test(descriptor)) {
    const item = baseItem('motion_picture', parse, sorted)
    creatorsAs(item, 'director', parse)
    const series = rest[0] && /\(episode (\d+)\)$/.exec(rest[0].text)
    if (series) {
      item['collection-title'] = rest.shift()!.text.replace(/\s*\(episode \d+\)$/, '')
      item.number = series[1]!
    }
    publisherAndPlace(item, rest)
    return { formatId: 23, item }
  }
  if (/television|tv (?:series|program|episode)/.test(descriptor)) {
    const item = baseItem('broadcast', parse, sorted)
    creatorsAs(item, 'director', parse)
    const series = rest.shift()
    if (series) item['container-title'] = series.text.replace(/\s*\(season.*\)$/, '')
    const season = series && /\(season (\d+), episode (\d+)\)$/.exec(series.text)
    if (season) {
      item.volume = season[1]!
      item.number = season[2]!
    } else if (sorted.season) {
      item.volume = sorted.season
      item.number = sorted.episode!
    }
    publisherAndPlace(item, rest)
    return { formatId: 22, item }
  }
  if (/^video|youtube/.test(descriptor)) {
    const item = baseItem('motion_picture', parse, sorted)
    const channel = rest.find((part) => part.italic) ?? (sorted.website ? rest[0] : undefined)
    if (channel) item['container-title'] = channel.text
    // APA names the uploader as the author: an organisation is the channel; with people, the site stands in.
    else if (parse.creators[0]?.literal) item['container-title'] = parse.creators[0].literal
    else if (sorted.website ?? rest[0]) item['container-title'] = sorted.website ?? rest[0]!.text
    item.website = sorted.website ?? rest.find((part) => part !== channel)?.text ?? ''
    if (item.website === '') delete item.website
    return { formatId: 24, item }
  }
  // A podcast's series or a radio programme: read alike, told apart by the format.
  const broadcast = /podcast/.test(descriptor) ? 25 : /radio/.test(descriptor) ? 26 : undefined
  if (broadcast) {
    const item = baseItem('broadcast', parse, sorted)
    creatorsAs(item, 'host', parse)
    const programme = rest.shift()
    if (programme) item['container-title'] = programme.text
    publisherAndPlace(item, rest)
    return { formatId: broadcast, item }
  }
  if (/^(?:song|album)$/.test(descriptor)) {
    const item = baseItem('song', parse, sorted)
    item.genre = descriptor === 'song' ? 'Song' : 'Album'
    if (descriptor === 'song' && rest[0]) item['container-title'] = rest.shift()!.text
    if (sorted.website) item.website = sorted.website
    publisherAndPlace(item, rest)
    return { formatId: 27, item }
  }
  return undefined
}
