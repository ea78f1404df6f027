// `pnpm --filter @unikit/accounts admin ...`: admins, bank-transfer credits, balances.
import { adminUsage, runAdmin, wantsHelp } from './runAdmin.ts'
import { runCommand } from './runCommand.ts'

const argv = process.argv.slice(2)
if (wantsHelp(argv)) process.stdout.write(adminUsage)
else await runCommand((session) => runAdmin(argv, session))
