import type { ReactNode } from 'react'

/**
 * The element a remote's routes (or one of its parts, named by `part`) render in; `build` names the remote's build
 * once it has loaded.
 */
export function RemoteFrame({
  name,
  build,
  part,
  children,
}: {
  name: string
  build?: string | undefined
  part?: string
  children: ReactNode
}) {
  return (
    <div className="shell-remote" data-remote={name} data-build={build} data-part={part}>
      {children}
    </div>
  )
}
