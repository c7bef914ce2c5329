// Design-system primitives: presentation only, no business logic, no data access.
// Styled with Tailwind utilities over the design tokens (client/styles.css @theme: bg-elevated,
// text-muted, border-line, rounded-card …); shared component classes (.btn, .card, .field …) are
// built with @apply in the same file.
import type { ComponentProps, ReactNode } from 'react'
import { Link, type LinkProps } from './link'

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ')

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('page-width', className)} {...props} />
}

/** A page's heading block: eyebrow (optional), h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="max-w-3xl pt-12 pb-6">
      {eyebrow && <p className="mb-2 text-[0.8rem] font-semibold tracking-[0.08em] text-accent uppercase">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="text-lg text-muted">{lead}</p>}
      {children}
    </header>
  )
}

export function Section({ title, intro, children, className, id }: { title?: string; intro?: ReactNode; children: ReactNode; className?: string; id?: string }) {
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

export function Card({ title, children, className, as: Tag = 'article' }: { title?: ReactNode; children?: ReactNode; className?: string; as?: 'article' | 'div' | 'li' }) {
  return (
    <Tag className={cx('card', className)}>
      {title && <h3 className="mb-2">{title}</h3>}
      {children}
    </Tag>
  )
}

type Variant = 'primary' | 'secondary' | 'ghost'

export function Button({ variant = 'primary', className, type = 'button', ...props }: ComponentProps<'button'> & { variant?: Variant }) {
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
  return <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-[0.8rem] font-semibold', BADGE_TONES[tone])}>{children}</span>
}

/** A true empty state: says what will appear here and what to do first. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  )
}

export function Field({ label, id, error, hint, ...input }: ComponentProps<'input'> & { label: string; id: string; error?: string; hint?: string }) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  )
}

const ALERT_TONES = { info: 'border-l-accent', error: 'border-l-danger', success: 'border-l-success' } as const

export function Alert({ tone = 'info', children }: { tone?: keyof typeof ALERT_TONES; children: ReactNode }) {
  return (
    <div className={cx('mb-4 rounded-lg border border-l-4 border-line bg-elevated px-4 py-3', ALERT_TONES[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}

export { cx }
export { Anchor, Link, NavLink, NavigationContext, type LinkProps, type Navigation } from './link'
