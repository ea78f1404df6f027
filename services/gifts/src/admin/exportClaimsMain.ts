// `pnpm --filter @unikit/gifts export-claims [--campaign slug] [--out file.csv]`
import { exportClaimsCommand, exportUsage } from './exportClaimsCommand.ts'
import { runCommand } from './runCommand.ts'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) process.stdout.write(exportUsage)
else await runCommand(({ db }) => exportClaimsCommand(db, argv, process.env.INIT_CWD ?? process.cwd()))
