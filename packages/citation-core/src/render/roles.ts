import type { CreatorRole } from './ReferenceLayout.ts'

const singular: Record<CreatorRole, string> = {
  editor: 'ed',
  director: 'director',
  producer: 'producer',
  host: 'host',
  presenter: 'presenter',
  translator: 'trans',
}

const plural: Record<CreatorRole, string> = {
  editor: 'eds',
  director: 'directors',
  producer: 'producers',
  host: 'hosts',
  presenter: 'presenters',
  // The Style Manual's `trans` stands for one translator or several (docs/decisions/0715-translated-works.md).
  translator: 'trans',
}

/** `(ed)`/`(eds)`, `(director)`, `(host)`/`(hosts)`: the guide writes roles without a full stop. */
export function roleLabel(role: CreatorRole, count: number): string {
  return `(${count > 1 ? plural[role] : singular[role]})`
}
