import { date, type GuideInput, noDate, org, person, year } from '../GuideInput.ts'

const beatles = [org('The Beatles')]
const album = "Sgt. Pepper's lonely hearts club band"

/** Examples of the guide's "Audiovisual material" section. */
export const audiovisualInputs: Record<string, GuideInput> = {
  'rmit-099': {
    formatId: 23,
    item: {
      type: 'motion_picture',
      director: [person('Bong', 'Joon Ho')],
      issued: year(2019),
      title: 'Parasite',
      publisher: 'CJ Entertainment',
      'publisher-place': 'South Korea',
    },
  },
  'rmit-100': {
    formatId: 23,
    item: {
      type: 'motion_picture',
      producer: [org('Liacos Educational Media')],
      issued: year(2018),
      title: 'Energy efficiency',
      'collection-title': 'Shedding light on energy',
      number: 3,
      publisher: 'ClickView',
      'publisher-place': 'Australia',
    },
  },
  'rmit-101': {
    formatId: 23,
    item: {
      type: 'motion_picture',
      director: [person('Reynolds', 'Molly')],
      issued: year(2017),
      title: 'My name is Gulpilil',
      publisher: 'Screen Australia, South Australian Film Corporation and ABC',
      'publisher-place': 'Australia',
    },
  },
  'rmit-102': {
    formatId: 22,
    item: {
      type: 'broadcast',
      producer: [org('ABC News')],
      issued: year(2021),
      title: 'The business: cryptocurrency special',
      'container-title': 'The business',
      publisher: 'ABC Television',
      'publisher-place': 'Sydney',
    },
  },
  'rmit-103': {
    formatId: 22,
    item: {
      type: 'broadcast',
      director: [person('Taylor', 'Alan')],
      issued: year(2017),
      title: 'Beyond the wall',
      'container-title': 'Game of thrones',
      volume: 7,
      number: 6,
      publisher: 'HBO',
      'publisher-place': 'New York',
    },
  },
  'rmit-104': {
    formatId: 25,
    item: {
      type: 'broadcast',
      host: [person('Fidler', 'Richard')],
      producer: [person('Rooney', 'Cathy')],
      issued: date(2021, 10, 19),
      title: 'Rock and Dave Grohl',
      'container-title': 'Conversations',
      publisher: 'ABC',
      URL: 'https://www.abc.net.au/radio/programs/conversations/dave-grohl-nirvana-foo-fighters-love-music-rock/13582414',
      accessed: date(2021, 12, 1),
    },
  },
  'rmit-105': {
    formatId: 25,
    item: {
      type: 'broadcast',
      host: [person('Hunter', 'Arnagretta'), person('Bessell', 'Sharon')],
      producer: [org('Policy Forum.net')],
      issued: date(2020, 11, 27),
      title: 'The wellbeing economy – a glimpse of the good life',
      'container-title': 'The wellbeing economy podcast series',
      publisher: 'IMMP Crawford',
      URL: 'https://immp.crawford.anu.edu.au/content/wellbeing-economy-podcast-series',
      accessed: date(2021, 12, 1),
    },
    inText: {
      'Bessell and Hunter (2020)': {
        expected: 'Hunter and Bessell (2020)',
        reason: 'The in-text example reverses the hosts; the reference lists Hunter first.',
      },
    },
  },
  'rmit-107': {
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [org('ABC News')],
      issued: date(2021, 6, 16),
      title: 'The business: cryptocurrency special',
      'container-title': 'ABC News (Australian Broadcasting Corporation)',
      website: 'ABC iview',
      URL: 'https://iview.abc.net.au/video/NS2157H001S00',
      accessed: date(2021, 11, 30),
    },
  },
  'rmit-108': {
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [org('ABC News In-depth')],
      issued: date(2021, 6, 16),
      title: 'Bitcoin explained: everything you need to know about the crypto craze | The business',
      'container-title': 'ABC News In-depth',
      website: 'YouTube',
      URL: 'https://www.youtube.com/watch?v=MlGLpSvs34Q',
      accessed: date(2021, 11, 30),
    },
  },
  'rmit-109': {
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [person('Derham', 'Linda'), person('Groner', 'Matt'), person('Kerridge', 'Gabrielle')],
      issued: noDate,
      title: 'Interview questions',
      'container-title': 'AASW (Australian Association of Social Workers)',
      website: 'AASW',
      URL: 'https://www.aasw.asn.au/careers-study/new-graduate-resources/finding-your-job-and-thriving-in-it',
      accessed: date(2021, 11, 30),
    },
  },
  'rmit-110': {
    formatId: 27,
    item: {
      type: 'song',
      author: beatles,
      issued: year(1967),
      genre: 'Song',
      title: 'Lucy in the sky with diamonds',
      'container-title': album,
      publisher: 'Parlophone',
    },
  },
  'rmit-111': {
    formatId: 27,
    item: {
      type: 'song',
      author: beatles,
      issued: year(1967),
      genre: 'Album',
      title: album,
      publisher: 'Parlophone',
    },
  },
  'rmit-112': {
    formatId: 27,
    item: {
      type: 'song',
      author: beatles,
      issued: year(1967),
      genre: 'Album',
      title: `${album} (remastered)`,
      website: 'Spotify',
      URL: 'https://open.spotify.com/album/6QaVfG1pHYl1z15ZxkvVDW',
      accessed: date(2021, 12, 1),
    },
    slip: {
      expected: `The Beatles (1967) *${album} (remastered)* [Album], Spotify website, accessed 1 December 2021. https://open.spotify.com/album/6QaVfG1pHYl1z15ZxkvVDW`,
      reason:
        'The online album title is not italicised, unlike the print album and the rule for stand-alone works.',
    },
  },
  'rmit-113': {
    formatId: 26,
    item: {
      type: 'broadcast',
      host: [person('Smail', 'Stephanie')],
      issued: date(2021, 12, 9),
      title: 'Australian working mums missing out on big earning potential and super',
      'container-title': 'The world today',
      publisher: 'ABC',
      'publisher-place': 'Melbourne',
    },
  },
}
