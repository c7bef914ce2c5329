// spec §8 generic boundary: 'Something went wrong' with 'Go to Home' and 'Try Again' (reloads).
import { Component, type ReactNode } from 'react'
import { Button } from '../../ui'

export function ErrorScreen({ message }: { message: string }) {
  return (
    <div className="page-width">
      <div className="empty-state" role="alert">
        <h1>Something went wrong</h1>
        <p>{message}</p>
        <div className="actions actions-center">
          <a className="btn btn-primary" href="/">
            Go to Home
          </a>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </div>
      </div>
    </div>
  )
}

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred.'

/** Catches a page's render errors so the rest of the layout keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    console.error('Page error', error)
  }
  render() {
    return this.state.error ? <ErrorScreen message={errorMessage(this.state.error)} /> : this.props.children
  }
}
