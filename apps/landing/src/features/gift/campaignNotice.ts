import type { LandingEventState } from '../landing/useLandingEvent.ts'
import { formatCampaignDate } from './formatCampaignDate.ts'

/**
 * Why the form is closed, said before anyone types (instead of failing on submit); null while claims are
 * taken, or while that is not known yet (the server still checks).
 */
export function campaignNotice(state: LandingEventState): string | null {
  if (state.status === 'none') return 'Hiện chưa có chương trình nhận quà nào. Hẹn gặp bạn vào dịp Tết tới!'
  if (state.status !== 'ready') return null
  const { event } = state
  if (event.state === 'upcoming') {
    return `Chương trình “${event.name}” sẽ bắt đầu lúc ${formatCampaignDate(event.startsAt)}. Bạn quay lại sau nhé!`
  }
  if (event.state === 'ended') {
    return `Chương trình “${event.name}” đã kết thúc. Cảm ơn bạn đã quan tâm, hẹn gặp bạn vào dịp Tết tới!`
  }
  return null
}
