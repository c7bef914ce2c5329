// Onboarding layout: the steps in order with the current one marked (aria-current="step"), then
// the step's screen, which ends with its own Back / Continue (step-actions.tsx: Continue submits
// and saves the step). What a step's form holds unsaved survives moving between steps (drafts).
import { useLocation } from 'react-router'
import { ONBOARDING_STEPS } from '../../../shared/routes'
import { normalisePath } from '../../../shared/paths'
import { PageOutlet } from '../../app/page-outlet'
import { SiteHeader } from '../../app/site-header'
import { DraftProvider } from '../../lib/drafts'
import { Container, Link } from '../../ui'

export default function OnboardingLayout() {
  const path = normalisePath(useLocation().pathname)
  const current = Math.max(
    0,
    ONBOARDING_STEPS.findIndex((s) => s.path === path),
  )
  return (
    <>
      <SiteHeader />
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
          <DraftProvider>
            <div className="max-w-3xl pb-12">
              <PageOutlet />
            </div>
          </DraftProvider>
        </Container>
      </main>
    </>
  )
}
