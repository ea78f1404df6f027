import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DevMail } from '@unikit/contracts'

/**
 * The development outbox: one JSON file per mail in a folder shared by all services. File names start with
 * the send time, so a reverse sort of the names is newest first without opening the files.
 */
export async function writeOutboxMail(dir: string, mail: Omit<DevMail, 'id' | 'sentAt'>): Promise<DevMail> {
  const now = new Date()
  const id = `${String(now.getTime()).padStart(14, '0')}-${randomUUID()}`
  const record: DevMail = { id, ...mail, sentAt: now.toISOString() }
  await mkdir(dir, { recursive: true })
  // Written aside, then renamed: a reader never sees half a file.
  const temporary = join(dir, `.${id}.tmp`)
  await writeFile(temporary, JSON.stringify(record, null, 2))
  await rename(temporary, join(dir, `${id}.json`))
  return record
}

export interface OutboxQuery {
  to?: string | undefined
  limit: number
}

/** Newest first, optionally only those to one address (compared case-insensitively). */
export async function readOutbox(dir: string, query: OutboxQuery): Promise<DevMail[]> {
  const names = await listMailFiles(dir)
  const to = query.to?.toLowerCase()
  const mails: DevMail[] = []
  for (const name of names) {
    if (mails.length >= query.limit) break
    const mail = await readMail(join(dir, name))
    if (mail && (!to || mail.to.toLowerCase() === to)) mails.push(mail)
  }
  return mails
}

async function listMailFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir)
    return names.filter((name) => name.endsWith('.json')).sort((a, b) => b.localeCompare(a))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** A file someone broke by hand is skipped rather than failing the whole list. */
async function readMail(path: string): Promise<DevMail | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as DevMail
  } catch {
    return undefined
  }
}
