// Design-system primitives: presentation only, no business logic, no data access.
// Styled with Tailwind utilities over the design tokens (client/styles.css @theme: bg-elevated,
// text-muted, border-line, rounded-card …); shared component classes (.btn, .card, .field …) are
// built with @apply in the same file.
import type { ComponentProps, ReactNode } from 'react'
import { cx } from './cx'
import { Link, type LinkProps } from './link'

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('page-width', className)} {...props} />
}

/** The first thing a keyboard user reaches on every page: a jump past the header to #main. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  )
}

/** A page's heading block: eyebrow (optional), h1 and a lead paragraph. The .eyebrow and .lead
 * classes are what the large-text preference enlarges (client/app/accessibility.css). */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="max-w-3xl pt-12 pb-6">
      {eyebrow && (
        <p className="eyebrow mb-2 text-[0.8rem] font-semibold tracking-[0.08em] text-accent uppercase">{eyebrow}</p>
      )}
      <h1>{title}</h1>
      {lead && <p className="lead text-lg text-muted">{lead}</p>}
      {children}
    </header>
  )
}

export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title?: string
  intro?: ReactNode
  children: ReactNode
  className?: string
  id?: string
}) {
  return (
    <section className={cx('section', className)} id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title && <h2 id={id ? `${id}-title` : undefined}>{title}</h2>}
      {intro && <p className="section-intro">{intro}</p>}
      {children}
    </section>
  )
}

/** Responsive grid of cards: 1 column on phones, up to `columns` on wide screens. */
export function Grid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <div className={`grid grid-${columns}`}>{children}</div>
}

export function Card({
  title,
  children,
  className,
  as: Tag = 'article',
}: {
  title?: ReactNode
  children?: ReactNode
  className?: string
  as?: 'article' | 'div' | 'li'
}) {
  return (
    <Tag className={cx('card', className)}>
      {title && <h3 className="mb-2">{title}</h3>}
      {children}
    </Tag>
  )
}

type Variant = 'primary' | 'secondary' | 'ghost'

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={cx('btn', `btn-${variant}`, className)} {...props} />
}

export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={cx('btn', `btn-${variant}`, className)} {...props} />
}

const BADGE_TONES = {
  neutral: 'bg-subtle text-fg',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-subtle text-success',
  warning: 'bg-subtle text-warning',
} as const

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: keyof typeof BADGE_TONES }) {
  // .badge: high contrast gives it a border, large text a bigger size (accessibility.css).
  return (
    <span
      className={cx('badge inline-block rounded-full px-2.5 py-0.5 text-[0.8rem] font-semibold', BADGE_TONES[tone])}
    >
      {children}
    </span>
  )
}

/** A true empty state: says what will appear here and what to do first. Static content, so no
 * live region: it is read in page order like the rest. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  )
}

const ALERT_TONES = {
  info: 'border-l-accent',
  warning: 'border-l-warning',
  error: 'border-l-danger',
  success: 'border-l-success',
} as const

export function Alert({ tone = 'info', children }: { tone?: keyof typeof ALERT_TONES; children: ReactNode }) {
  return (
    // .alert: high contrast thickens its border (accessibility.css), the cookie banner tightens it.
    <div
      className={cx('alert mb-4 rounded-lg border border-l-4 border-line bg-elevated px-4 py-3', ALERT_TONES[tone])}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  )
}

export { cx }
export { AmountField, Field, Select, TextArea, type SelectOption } from './field'
export {
  ChecksTable,
  ColumnsTable,
  RecordsTable,
  ScrollRegion,
  Table,
  TableHead,
  type CheckRow,
  type Column,
} from './table'
export { Anchor, Link, NavLink, NavigationContext, type LinkProps, type Navigation } from './link'
