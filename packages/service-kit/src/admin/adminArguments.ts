import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { AdminError } from './AdminError.ts'

/** Whether the arguments only ask for help (nothing needs the database then). */
export function wantsHelp(argv: string[]): boolean {
  return argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help'
}

/**
 * The argument readers of one command. Each mistake becomes an AdminError that says what is wrong, followed
 * by the command's `usage`, so the person at the terminal sees how to call it right.
 */
export function adminArguments(usage: string) {
  const mistake = (message: string) => new AdminError(`${message}\n\n${usage}`)
  return {
    /** `parseArgs` (strict); `positionals: false` refuses any positional argument. */
    readArgs<const Options extends ParseArgsOptionsConfig>(
      argv: string[],
      options: Options,
      { positionals = true }: { positionals?: boolean } = {},
    ) {
      try {
        return parseArgs({ args: argv, options, allowPositionals: positionals, strict: true })
      } catch (error) {
        throw mistake(error instanceof Error ? error.message : String(error))
      }
    },

    /** The positional argument at `index` of `rest`, which must be there. */
    argument(rest: string[], index: number, what: string): string {
      const value = rest[index]
      if (value === undefined) throw mistake(`Missing the ${what}`)
      return value
    },

    /** An option that must be given; its value as given. */
    required(value: string | undefined, flag: string): string {
      if (value === undefined) throw mistake(`${flag} is required`)
      return value
    },

    /** An option that must be given with some text: trimmed, and refused when blank. */
    requiredText(value: string | undefined, flag: string): string {
      if (value === undefined || !value.trim()) throw mistake(`${flag} is required`)
      return value.trim()
    },
  }
}
