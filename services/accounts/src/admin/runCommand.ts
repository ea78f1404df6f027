import { AdminError } from './AdminError.ts'
import { type AdminSession, openAdmin } from './openAdmin.ts'

/** Runs a command-line tool on an admin session: its output to stdout, an AdminError to stderr with exit 1. */
export async function runCommand(command: (session: AdminSession) => Promise<string>): Promise<void> {
  let session: AdminSession | undefined
  try {
    session = await openAdmin()
    process.stdout.write(await command(session))
  } catch (error) {
    if (!(error instanceof AdminError)) throw error
    process.stderr.write(`${error.message.trimEnd()}\n`)
    process.exitCode = 1
  } finally {
    await session?.close()
  }
}
