// spec §8 global 'Application Error' screen: the whole app failed to render. It says an unexpected
// error occurred and the team has been notified, shows the message, suggests what to try, and
// offers Home and Reload App.
import { Component, type ReactNode } from 'react'
import { logger } from '../../lib/logger'
import { errorMessage } from './error-screen'

export function ApplicationErrorScreen({ message }: { message: string }) {
  return (
    <main className="page-width" id="main">
      <div className="empty-state" role="alert">
        <h1>Application Error</h1>
        <p>An unexpected error occurred and our team has been notified.</p>
        <p>
          <code>{message}</code>
        </p>
        <ul className="suggestions">
          <li>Refresh the page.</li>
          <li>Check your internet connection.</li>
          <li>Go back to the home page.</li>
          <li>Log out and back in.</li>
        </ul>
        <div className="actions actions-center">
          <a className="btn btn-primary" href="/">
            Home
          </a>
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            Reload App
          </button>
        </div>
      </div>
    </main>
  )
}

/** The outermost boundary of each app root. */
export class ApplicationErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  componentDidCatch(error: unknown) {
    logger.error('Application error', error)
  }
  render() {
    return this.state.error ? <ApplicationErrorScreen message={errorMessage(this.state.error)} /> : this.props.children
  }
}
