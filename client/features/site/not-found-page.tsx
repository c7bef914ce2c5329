import { BackLink } from '../../app/back-link'
import { ButtonLink, Container, PageHeader } from '../../ui'

export default function NotFoundPage() {
  return (
    <Container>
      <PageHeader title="Page not found" lead="The page you asked for does not exist or has moved." />
      <div className="actions">
        <BackLink />
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          Open your dashboard
        </ButtonLink>
        <ButtonLink to="/contact" variant="ghost">
          Contact support
        </ButtonLink>
      </div>
    </Container>
  )
}
