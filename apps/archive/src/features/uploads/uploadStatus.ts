import type { ItemStatus } from '@unikit/contracts/drive'
import type { BadgeTone } from '@unikit/design-system'

/** An upload's status in words a student reads, and the badge's tone (docs/product/archive.md). */
export function uploadStatus(item: { status: ItemStatus; reject_reason: string | null }): {
  text: string
  tone: BadgeTone
} {
  switch (item.status) {
    case 'pending':
      return { text: 'Waiting for review', tone: 'info' }
    case 'published':
      return { text: 'Published', tone: 'success' }
    case 'rejected':
      return { text: item.reject_reason ? `Rejected: ${item.reject_reason}` : 'Rejected', tone: 'danger' }
    case 'hidden':
      return { text: 'Taken down', tone: 'warning' }
  }
}
