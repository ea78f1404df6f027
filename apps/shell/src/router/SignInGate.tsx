import { EmptyState } from '@unikit/design-system'
import { signInGateDefault, signInGateTexts } from './signInGateTexts.ts'

/** The page under the locked sign-in dialog on a route for signed-in students (RequireAuth). */
export function SignInGate({ tool }: { tool?: string | undefined }) {
  return (
    <EmptyState title="Sign in to continue" message={(tool && signInGateTexts[tool]) || signInGateDefault} />
  )
}
