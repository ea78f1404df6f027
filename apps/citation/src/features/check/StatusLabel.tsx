import type { CheckStatus } from '@unikit/citation-core'
import { Badge, type BadgeTone, Icon, type IconName } from '@unikit/design-system'

const LOOK: Record<CheckStatus, { label: string; tone: BadgeTone; icon: IconName }> = {
  correct: { label: 'Correct', tone: 'success', icon: 'check' },
  fixed: { label: 'Fixed', tone: 'info', icon: 'edit' },
  'needs-details': { label: 'Needs details', tone: 'warning', icon: 'clock' },
}

/** An entry's status as words with an icon beside (the colour is never the only sign). */
export function StatusLabel({ status }: { status: CheckStatus }) {
  const { label, tone, icon } = LOOK[status]
  return (
    <Badge tone={tone}>
      <Icon name={icon} size={14} /> {label}
    </Badge>
  )
}
