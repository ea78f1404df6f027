import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  containerTitle,
  dateGroup,
  fullDate,
  group,
  select,
  title,
  url,
} from '../fields.ts'
import type { FormatDefinition } from '../types.ts'

export const socialMedia: readonly FormatDefinition[] = [
  defineFormat({
    id: 11,
    code: 'blog-post',
    name: 'Blog or Blog Post',
    menuGroup: 'social-media',
    cslType: 'post-weblog',
    caption: 'A blog post. With no author, tick N/A: the blog name takes the author position.',
    pattern: "Author (D Month YYYY) 'Post title', *Blog name*, accessed D Month YYYY. URL",
    groups: [
      authors(),
      dateGroup(fullDate('Date posted')),
      group('title', 'Post', [title('Post title')]),
      group('blog', 'Blog', [containerTitle('Blog name')]),
      group('online', 'Online', [url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 12,
    code: 'social-media-post',
    name: 'Social Media Post',
    menuGroup: 'social-media',
    cslType: 'post',
    caption:
      'A public post. With no title, use the first 10 words followed by "...". A private message is a personal communication (in text only).',
    pattern:
      "Author (D Month YYYY) 'Title or first 10 words...' [Tweet], Page name, accessed D Month YYYY. URL",
    groups: [
      authors(),
      dateGroup(fullDate('Date posted')),
      group('title', 'Post', [
        title('Title or first 10 words'),
        select('genre', 'genre', 'Kind of post', [
          'Tweet',
          'Instagram post',
          'Facebook post',
          'LinkedIn post',
          'TikTok video',
          'Threads post',
        ]),
      ]),
      group('page', 'Page', [containerTitle('Page or account name')]),
      group('online', 'Online', [url(), accessed()]),
    ],
  }),
]
