import { Component, type ReactNode } from 'react'

type Props = { fallback: (error: Error) => ReactNode; children: ReactNode }
type State = { error: Error | null }

/** Keeps a remote that throws while rendering inside its own panel; the header and other tools go on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown) {
    console.error('Unikit: a remote failed while rendering', error)
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
