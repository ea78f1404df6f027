import type { CslItem } from '../csl/CslItem.ts'
import { itemText } from './itemText.ts'
import type { Descriptor } from './ReferenceLayout.ts'

/** The text inside the `[...]` descriptor: `motion picture`, `PowerPoint slides, MANG4321`, `print exhibition guide`. */
export function descriptorText(descriptor: Descriptor | undefined, item: CslItem): string {
  if (!descriptor) return ''
  if (descriptor.fixed !== undefined) return descriptor.fixed
  const values: string[] = []
  for (const part of descriptor.parts ?? []) {
    const value = itemText(item, part)
    if (value !== '') values.push(value)
  }
  if (values.length === 0) return descriptor.fallback ?? ''
  return `${descriptor.prefix ?? ''}${values.join(', ')}${descriptor.suffix ?? ''}`
}
