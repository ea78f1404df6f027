import type { ReactNode } from 'react'

/** The element a remote's routes render in; `build` names the remote's build once it has loaded. */
export function RemoteFrame({
  name,
  build,
  children,
}: {
  name: string
  build?: string
  children: ReactNode
}) {
  return (
    <div className="shell-remote" data-remote={name} data-build={build}>
      {children}
    </div>
  )
}
