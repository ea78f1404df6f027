/** An app's words for its service's actions, e.g. `{ 'item.hide': 'Took down' }`: the "what" of a log row. */
export type AuditActionWords = Readonly<Record<string, string>>

/** The actions every service's kit logs itself. */
const kitActionWords: AuditActionWords = { 'mail.resend': 'Put failed mail back in the queue' }

/** What an action reads as: the app's words, the kit's, or the action's own code when nobody named it. */
export function auditActionWords(action: string, words: AuditActionWords): string {
  return words[action] ?? kitActionWords[action] ?? action
}
