// `pnpm --filter @unikit/gifts export-claims [--campaign slug] [--out file.csv]`
import { runAdminCommand } from '@unikit/service-kit/admin'
import { exportClaimsCommand, exportUsage } from './exportClaimsCommand.ts'
import { openAdmin } from './openAdmin.ts'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) process.stdout.write(exportUsage)
else
  await runAdminCommand(openAdmin, ({ db }) =>
    exportClaimsCommand(db, argv, process.env.INIT_CWD ?? process.cwd()),
  )
