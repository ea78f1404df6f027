import { type RemotePartName, remoteParts } from '@unikit/config/remotes'
import { ErrorPanel, Spinner } from '@unikit/design-system'
import { type ComponentType, useState } from 'react'
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx'
import { RemoteFrame } from './RemoteFrame.tsx'
import { useRemotePart } from './useRemotePart.ts'

/**
 * A part of a page that another remote renders (docs/decisions/0764-the-course-page-composes-parts.md): loaded
 * through `remotes.json` like a remote's routes, so each remote releases its part alone. Loading shows a spinner;
 * a remote that is down, 404s or throws leaves this part with an error panel and Retry, and the rest of the page
 * working (the rule of the shell's routes, docs/decisions/0004-remote-failure-and-retry.md).
 */
export function RemotePart<Props extends object>({
  name,
  title,
  props,
}: {
  name: RemotePartName
  /** What the part is, in the loading and error states: "The samples". */
  title: string
  props: Props
}) {
  const [attempt, setAttempt] = useState(0)
  const state = useRemotePart<ComponentType<Props>>(name, attempt)
  const panel = () => (
    <ErrorPanel
      title={`${title} could not be loaded`}
      message="Check your connection and try again. The rest of the page keeps working."
      onRetry={() => setAttempt((n) => n + 1)}
    />
  )
  if (state.status === 'loading') return <Spinner label={`Loading ${title.toLowerCase()}…`} />
  if (state.status === 'error') return panel()
  const Part = state.module.part
  return (
    <RemoteErrorBoundary key={attempt} fallback={panel}>
      <RemoteFrame name={remoteParts[name].remote} build={state.module.build} part={name}>
        <Part {...props} />
      </RemoteFrame>
    </RemoteErrorBoundary>
  )
}
