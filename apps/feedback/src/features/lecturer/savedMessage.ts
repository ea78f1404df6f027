import type { Rating } from '@unikit/contracts/teachers'

/**
 * What the student is told once an insight is saved (docs/product/feedback.md#providing-an-insight): published, or
 * waiting for review and where to follow it, so they are never left guessing.
 */
export function savedMessage(saved: Rating, how: 'created' | 'resaved' | 'edited'): string {
  if (saved.status === 'pending') {
    return 'Your insight waits for review: staff read it before it is shown, and you will get a notice when they decide. Follow it in My insights.'
  }
  if (saved.status === 'hidden' || saved.status === 'reported')
    return 'Your changes are saved. See My insights.'
  if (how === 'created') return 'Insight published. Thank you!'
  if (how === 'resaved') return 'Your earlier insight for this course and semester was updated.'
  return 'Your insight is updated.'
}
