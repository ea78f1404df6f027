// `pnpm --filter @unikit/gifts admin ...`: campaigns, stock and weights, pending prize mail.
import { runAdminCommand, wantsHelp } from '@unikit/service-kit/admin'
import { openAdmin } from './openAdmin.ts'
import { adminUsage, runAdmin } from './runAdmin.ts'

const argv = process.argv.slice(2)
if (wantsHelp(argv)) process.stdout.write(adminUsage)
else await runAdminCommand(openAdmin, (session) => runAdmin(argv, session))
