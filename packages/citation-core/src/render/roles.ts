import type { CreatorRole } from './ReferenceLayout.ts'

const singular: Record<CreatorRole, string> = {
  editor: 'ed',
  director: 'director',
  producer: 'producer',
  host: 'host',
  presenter: 'presenter',
}

const plural: Record<CreatorRole, string> = {
  editor: 'eds',
  director: 'directors',
  producer: 'producers',
  host: 'hosts',
  presenter: 'presenters',
}

/** `(ed)`/`(eds)`, `(director)`, `(host)`/`(hosts)`: the guide writes roles without a full stop. */
export function roleLabel(role: CreatorRole, count: number): string {
  return `(${count > 1 ? plural[role] : singular[role]})`
}
