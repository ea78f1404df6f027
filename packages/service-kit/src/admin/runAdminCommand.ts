import { AdminError } from './AdminError.ts'

/**
 * Runs a command-line tool on a session from `open`: its output to stdout, an AdminError to stderr with
 * exit code 1; any other error is thrown (a bug, with its stack). The session is closed either way.
 */
export async function runAdminCommand<Session extends { close: () => Promise<void> }>(
  open: () => Promise<Session>,
  command: (session: Session) => Promise<string>,
): Promise<void> {
  let session: Session | undefined
  try {
    session = await open()
    process.stdout.write(await command(session))
  } catch (error) {
    if (!(error instanceof AdminError)) throw error
    process.stderr.write(`${error.message.trimEnd()}\n`)
    process.exitCode = 1
  } finally {
    await session?.close()
  }
}
