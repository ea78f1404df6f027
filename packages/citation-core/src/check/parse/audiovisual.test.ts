import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseAudiovisual', () => {
  it('reads a film with its director', () => {
    const { formatId, item } = parse(
      'Bong JH (director) (2019) <i>Parasite</i> [motion picture], CJ Entertainment, South Korea.',
    )
    expect(formatId).toBe(23)
    expect(item).toMatchObject({
      director: [{ family: 'Bong', given: 'JH' }],
      publisher: 'CJ Entertainment',
      'publisher-place': 'South Korea',
    })
  })

  it('reads a television episode with its season and episode', () => {
    const { formatId, item } = parse(
      "Taylor A (director) (2017) 'Beyond the wall' [television program], <i>Game of thrones</i> (season 7, episode 6), HBO, New York.",
    )
    expect(formatId).toBe(22)
    expect(item).toMatchObject({
      'container-title': 'Game of thrones',
      volume: '7',
      number: '6',
      publisher: 'HBO',
    })
  })

  it('reads a podcast with hosts and a producer', () => {
    const { formatId, item } = parse(
      "Fidler R (host) and Rooney C (producer) (19 October 2021) 'Rock and Dave Grohl' [podcast], <i>Conversations</i>, ABC, accessed 1 December 2021. https://www.abc.net.au/x",
    )
    expect(formatId).toBe(25)
    expect(item).toMatchObject({
      host: [{ family: 'Fidler', given: 'R' }],
      producer: [{ family: 'Rooney', given: 'C' }],
    })
  })

  it("reads APA's podcast episode `In *Series*` and TV episode with its season and producers", () => {
    const podcast = parse(
      'Fidler, R. (Host). (2021, October 19). Rock and Dave Grohl [Audio podcast episode]. In <i>Conversations</i>. ABC. https://www.abc.net.au/x',
    )
    expect(podcast.formatId).toBe(25)
    expect(podcast.item).toMatchObject({
      host: [{ family: 'Fidler' }],
      'container-title': 'Conversations',
      publisher: 'ABC',
    })
    const episode = parse(
      'Taylor, A. (Director). (2017, August 20). Beyond the wall (Season 7, Episode 6) [TV series episode]. In D. Benioff (Executive Producer), <i>Game of thrones</i>. HBO.',
    )
    expect(episode.formatId).toBe(22)
    expect(episode.item).toMatchObject({
      title: 'Beyond the wall',
      'container-title': 'Game of thrones',
      volume: '7',
      number: '6',
    })
  })

  it('reads an APA video, taking the uploader as the channel', () => {
    const { formatId, item } = parse(
      'ABC News In-depth. (2021, June 16). <i>Bitcoin explained</i> [Video]. YouTube. https://www.youtube.com/watch?v=x',
    )
    expect(formatId).toBe(24)
    expect(item).toMatchObject({
      'container-title': 'ABC News In-depth',
      website: 'YouTube',
      title: 'Bitcoin explained',
    })
  })
})
