// spec §8 error screens. The global 'Application Error' screen (the whole app failed: it stands
// alone, with its own header) says an unexpected error occurred and the team has been notified,
// shows the message, suggests what to try and offers Home and Reload App. The generic boundary
// ('Something went wrong', 'Go to Home', 'Try Again' which reloads) replaces one page inside its
// layout. The technical message is shown, but below what the user can do about it.
import { TriangleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { SiteHeader } from '../../app/site-header'
import { useMounted } from '../../app/use-mounted'
import { Button, ButtonLink } from '../../ui'

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred.'

const reload = () => window.location.reload()

function ErrorPanel({
  title,
  intro,
  error,
  children,
  actions,
}: {
  title: string
  intro: string
  error: unknown
  children?: ReactNode
  actions: ReactNode
}) {
  const id = useId()
  return (
    <section className="error-screen" aria-labelledby={id}>
      <div role="alert">
        <TriangleAlert aria-hidden="true" size={32} className="error-screen-icon" />
        <h1 id={id}>{title}</h1>
        <p className="lead">{intro}</p>
      </div>
      {children}
      <div className="actions">{actions}</div>
      <p className="error-detail">
        Error message: <code>{errorMessage(error)}</code>
      </p>
    </section>
  )
}

/** Replaces a page that failed; the layout around it keeps working. */
export function PageErrorScreen({ error }: { error: unknown }) {
  return (
    <ErrorPanel
      title="Something went wrong"
      intro="This page could not be shown. Trying again often helps; the rest of the app still works."
      error={error}
      actions={
        <>
          <ButtonLink to="/">Go to Home</ButtonLink>
          <Button variant="secondary" onClick={reload}>
            Try Again
          </Button>
        </>
      }
    />
  )
}

/** Replaces the whole app: a page of its own, with the header's theme and accessibility controls. */
export function ApplicationErrorScreen({ error }: { error: unknown }) {
  // The page is live (and says so on <html>) even though the app it was meant to show is not.
  useMounted()
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="page-width py-10">
        <ErrorPanel
          title="Application Error"
          intro="An unexpected error occurred and our team has been notified."
          error={error}
          actions={
            <>
              <ButtonLink to="/">Home</ButtonLink>
              <Button variant="secondary" onClick={reload}>
                Reload App
              </Button>
            </>
          }
        >
          <p>You could:</p>
          <ul className="suggestions">
            <li>Refresh the page.</li>
            <li>Check your internet connection.</li>
            <li>Go back to the home page.</li>
            <li>Log out and back in.</li>
          </ul>
        </ErrorPanel>
      </main>
    </>
  )
}
