import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'

/** The options of a bench script; `pnpm bench -- --count 500` hands the `--` on (pnpm 10), which is skipped. */
export function readBenchArgs<const Options extends ParseArgsOptionsConfig>(
  options: Options,
  argv: string[] = process.argv.slice(2),
) {
  return parseArgs({ args: argv.filter((arg) => arg !== '--'), options, strict: true }).values
}
