// Links that work in both kinds of page. Server-rendered pages are plain documents: a link is an
// anchor and the Worker serves the next page. In the SPA the router provides its own Link through
// NavigationContext, so navigation stays client-side. The UI never imports the router itself.
import { createContext, useContext, type ComponentProps, type ComponentType } from 'react'
import { normalisePath } from '../../shared/paths'

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }
export type Navigation = { pathname: string; Link: ComponentType<LinkProps> }

/** A plain anchor: the Worker serves the next page. */
export const Anchor = ({ to, ...props }: LinkProps) => <a href={to} {...props} />

export const NavigationContext = createContext<Navigation>({ pathname: '/', Link: Anchor })

export function Link(props: LinkProps) {
  const { Link: Impl } = useContext(NavigationContext)
  return <Impl {...props} />
}

/** A link that marks itself as the current page (aria-current) when its path is showing. */
export function NavLink({ end = true, ...props }: LinkProps & { end?: boolean }) {
  const path = normalisePath(useContext(NavigationContext).pathname)
  const target = normalisePath(props.to.split(/[?#]/)[0])
  const current = path === target || (!end && path.startsWith(`${target}/`))
  return <Link aria-current={current ? 'page' : undefined} {...props} />
}
