import type { OutgoingMail } from '@unikit/service-kit'

export type ArchiveMailKind = 'upload-published' | 'upload-rejected' | 'report-upheld' | 'report-dismissed'

// Plain text only: titles and reasons are typed by people and never go into HTML here.
const texts: Record<ArchiveMailKind, (name: string, reason: string) => { subject: string; text: string }> = {
  'upload-published': (name) => ({
    subject: 'Your sample is in the archive',
    text: `Thank you for sharing "${name}". Staff reviewed it and it is now in the archive for other students.`,
  }),
  'upload-rejected': (name, reason) => ({
    subject: 'Your upload was not added to the archive',
    text: `Staff reviewed "${name}" and did not add it: ${reason}`,
  }),
  'report-upheld': (name, reason) => ({
    subject: 'Thank you for your report',
    text: `We looked at "${name}" and took it down: ${reason || 'it broke the archive rules'}.`,
  }),
  'report-dismissed': (name) => ({
    subject: 'We looked at the file you reported',
    text: `We looked at "${name}" and found it within the archive rules, so it stays. Thank you for telling us.`,
  }),
}

/** A mail to an uploader or a reporter about what staff decided (docs/product/archive.md#staff-desk). */
export function archiveMail(
  kind: ArchiveMailKind,
  input: { to: string; firstName: string; name: string; reason: string; publicOrigin: string },
): OutgoingMail {
  const { subject, text } = texts[kind](input.name, input.reason)
  const link = new URL(kind.startsWith('upload') ? '/archive/uploads' : '/archive', input.publicOrigin)
  return {
    kind: `archive-${kind}`,
    to: input.to,
    subject,
    text: [`Hello ${input.firstName},`, '', text, '', link.toString(), '', 'The Unikit team'].join('\n'),
  }
}
