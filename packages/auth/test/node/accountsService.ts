import { startAccounts } from '@unikit/accounts/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** The real accounts service, in this process on a loopback port, for the account calls' tests. */
export default async function setup(project: TestProject) {
  const accounts = await startAccounts()
  project.provide('accountsServiceUrl', accounts.url)
  return () => accounts.close()
}
