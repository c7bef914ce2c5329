// Onboarding layout: the steps in order with the current one marked, then the step's screen.
import { useLocation } from 'react-router'
import { PageOutlet } from '../../app/page-outlet'
import { APP_NAME } from '../../../shared/constants'
import { normalisePath, ONBOARDING_STEPS } from '../../../shared/routes'
import { PreferenceControls } from '../../app/preference-controls'
import { Container, Link } from '../../ui'

export default function OnboardingLayout() {
  const path = normalisePath(useLocation().pathname)
  const current = Math.max(0, ONBOARDING_STEPS.findIndex((s) => s.path === path))
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Container>
          <Link to="/" className="brand">
            {APP_NAME}
          </Link>
          <PreferenceControls />
        </Container>
      </header>
      <main id="main" tabIndex={-1}>
        <Container>
          <nav aria-label="Onboarding progress">
            <p className="muted">
              Step {current + 1} of {ONBOARDING_STEPS.length}
            </p>
            <ol className="steps">
              {ONBOARDING_STEPS.map((step, i) => (
                <li
                  key={step.path}
                  aria-current={i === current ? 'step' : undefined}
                  data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
                >
                  {i < current ? <Link to={step.path}>{step.title}</Link> : step.title}
                </li>
              ))}
            </ol>
          </nav>
          <PageOutlet />
          <div className="actions">
            {current > 0 && (
              <Link className="btn btn-secondary" to={ONBOARDING_STEPS[current - 1].path}>
                Back
              </Link>
            )}
            {current < ONBOARDING_STEPS.length - 1 ? (
              <Link className="btn btn-primary" to={ONBOARDING_STEPS[current + 1].path}>
                Continue
              </Link>
            ) : (
              <Link className="btn btn-primary" to="/dashboard">
                Go to your dashboard
              </Link>
            )}
          </div>
        </Container>
      </main>
    </>
  )
}
