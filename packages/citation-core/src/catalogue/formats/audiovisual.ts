import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  containerTitle,
  dateGroup,
  fullDate,
  group,
  names,
  option,
  place,
  publisher,
  select,
  text,
  title,
  url,
  website,
  year,
} from '../fields.ts'
import type { Field, FieldGroup, FormatDefinition } from '../types.ts'

const numeric = (key: string, variable: 'volume' | 'number', label: string): Field => ({
  ...text(key, variable, label),
  type: 'number',
})

/** Director or producer: the guide names one or the other. */
function directorOrProducer(): FieldGroup[] {
  return [
    {
      ...names('director', 'director', 'Director'),
      alternative: { set: 'creator', option: 'director', label: 'Director' },
    },
    {
      ...names('producer', 'producer', 'Producer'),
      alternative: { set: 'creator', option: 'producer', label: 'Producer' },
    },
  ]
}

function filmGroups(): FieldGroup[] {
  return [
    ...directorOrProducer(),
    group('date', 'Year of release', [year({ label: 'Year of release' })]),
    group('title', 'Title', [title()]),
    group('series', 'Series', [
      text('series', 'collection-title', 'Series name', { help: 'For an episode of an educational series.' }),
      numeric('episode', 'number', 'Episode'),
    ]),
    group('publication', 'Studio', [publisher('Studio or distributor'), place('Place or country')]),
  ]
}

const filmCaption =
  'A film, documentary or educational video ([motion picture]). In text, cite the italic title and year: (*My name is Gulpilil* 2017).'

export const audiovisual: readonly FormatDefinition[] = [
  defineFormat({
    id: 22,
    code: 'television-program',
    name: 'Television Program',
    menuGroup: 'audio-visual',
    cslType: 'broadcast',
    caption: "A television episode. In text, cite the episode title and year: ('Beyond the wall' 2017).",
    pattern:
      "Director (director) (Year) 'Episode title' [television program], *Series* (season n, episode n), Station, Place.",
    switchTo: { formatId: 65, label: 'DVD film' },
    groups: [
      ...directorOrProducer(),
      dateGroup(year()),
      group('title', 'Episode', [title('Episode title')]),
      group('series', 'Series', [
        containerTitle('Series title'),
        numeric('season', 'volume', 'Season'),
        numeric('episode', 'number', 'Episode'),
      ]),
      group('publication', 'Broadcaster', [publisher('Station or studio'), place()]),
    ],
  }),
  defineFormat({
    id: 23,
    code: 'film',
    name: 'Film/Movie',
    menuGroup: 'audio-visual',
    cslType: 'motion_picture',
    caption: filmCaption,
    pattern: 'Director (director) (Year) *Title* [motion picture], Studio, Place.',
    groups: filmGroups(),
  }),
  defineFormat({
    id: 65,
    code: 'dvd-film',
    name: 'DVD film',
    menuGroup: 'audio-visual',
    cslType: 'motion_picture',
    hidden: true,
    caption: `A film on DVD: the current guide has no DVD type, so it is referenced as a film. ${filmCaption}`,
    pattern: 'Director (director) (Year) *Title* [motion picture], Studio, Place.',
    switchTo: { formatId: 22, label: 'Television program' },
    groups: filmGroups(),
  }),
  defineFormat({
    id: 24,
    code: 'online-video',
    name: 'Youtube/Streaming Videos',
    menuGroup: 'audio-visual',
    cslType: 'motion_picture',
    caption:
      'A YouTube or streaming video. The creator may be a person, channel or organisation; with none, the title comes first.',
    pattern:
      "Creator (D Month YYYY) 'Video title' [video], *Channel*, YouTube website, accessed D Month YYYY. URL",
    groups: [
      authors({ help: 'For a published interview, the person interviewed.' }),
      dateGroup(fullDate('Date posted')),
      group('title', 'Video', [title('Video title')]),
      group('channel', 'Channel', [containerTitle('Channel or owning organisation')]),
      group('online', 'Website', [website(), url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 25,
    code: 'podcast',
    name: 'Podcast',
    menuGroup: 'audio-visual',
    cslType: 'broadcast',
    caption: 'A podcast episode. In text, name the host(s) only: (Fidler 2021).',
    pattern:
      "Host (host) and Producer (producer) (D Month YYYY) 'Episode title' [podcast], *Series*, Network, accessed D Month YYYY. URL",
    groups: [
      names('host', 'host', 'Host', { required: true, help: 'Shown as (host) or (hosts).' }),
      names('producer', 'producer', 'Producer', { help: 'Shown as (producer).' }),
      dateGroup(fullDate()),
      group('title', 'Episode', [title('Episode title')]),
      group('series', 'Series', [containerTitle('Podcast series'), publisher('Network', false)]),
      group('online', 'Online', [url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 26,
    code: 'radio',
    name: 'Radio',
    menuGroup: 'audio-visual',
    cslType: 'broadcast',
    caption: 'A radio program episode, with its presenter.',
    pattern:
      "Presenter (presenter) (D Month YYYY) 'Episode title' [radio program], *Program*, Station, Place.",
    groups: [
      names('host', 'host', 'Presenter', { required: true, help: 'Shown as (presenter).' }),
      dateGroup(fullDate('Date broadcast')),
      group('title', 'Episode', [title('Episode title')]),
      group('program', 'Program', [containerTitle('Program name'), publisher('Station', false), place()]),
    ],
  }),
  defineFormat({
    id: 27,
    code: 'music',
    name: 'Musical Composition and Sound Recording',
    menuGroup: 'audio-visual',
    cslType: 'song',
    caption:
      "A song or an album, on a physical release or online. A quoted song is cited as (The Beatles, 'Song' 1967).",
    pattern: "Artist (Year) 'Song' [Song], *Album*, Label.",
    groups: [
      authors({ help: 'The artist or band.' }),
      dateGroup(year()),
      group('title', 'Title', [
        select('genre', 'genre', 'Song or album', ['Song', 'Album']),
        title('Title of song or album'),
      ]),
      group('album', 'Album', [containerTitle('Album title', false)], {
        when: { field: 'genre', in: ['Song'] },
      }),
      option('source', 'physical', 'Physical release', [publisher('Label', false)]),
      option('source', 'online', 'Online', [website(), url(), accessed()]),
    ],
  }),
]
