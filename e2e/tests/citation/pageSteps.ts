import type { Page } from '@playwright/test'
import { seriousAxeIssuesIn } from '../../support/pageChecks.ts'

/**
 * Serious or critical axe findings in the citation remote and any open modal. The shell's header and footer
 * are the shell's tests' business.
 */
export const seriousAxeIssues = (page: Page) => seriousAxeIssuesIn(page, '[data-remote="citation"]')
