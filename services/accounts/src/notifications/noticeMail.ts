import type { OutgoingMail } from '@unikit/service-kit'

/**
 * A notice as mail (docs/product/platform.md#notifications): its title as the subject, its text, the link to the
 * page it is about, and where to turn this kind of mail off. Plain text only: reasons and messages are typed by
 * people and never go into HTML here.
 */
export function noticeMail(input: {
  to: string
  firstName: string
  notice: { kind: string; title: string; body: string; link: string }
  publicOrigin: string
}): OutgoingMail {
  const { notice } = input
  return {
    kind: `notice:${notice.kind}`,
    to: input.to,
    subject: notice.title,
    text: [
      `Hello ${input.firstName},`,
      '',
      notice.body,
      '',
      new URL(notice.link, input.publicOrigin).toString(),
      '',
      'The Unikit team',
      '',
      `You get this e-mail because of your notification settings: ${new URL('/account?tab=notifications', input.publicOrigin).toString()}`,
    ].join('\n'),
  }
}
