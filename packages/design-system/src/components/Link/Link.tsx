import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react'

/** What a router's link takes: where to go as `to`, and an anchor's other attributes (React Router's `Link` fits). */
export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  ref?: Ref<HTMLAnchorElement>
}

export type RouterLinkComponent = ComponentType<RouterLinkProps>

const RouterLinkContext = createContext<RouterLinkComponent | null>(null)

/**
 * Gives every `Link` below it the app's router link, so the design system and the kits stay free of any router:
 * an app passes its router's link once, around its routes (docs/decisions/0720-one-staff-desk-kit.md).
 */
export function LinkProvider({ link, children }: { link: RouterLinkComponent; children: ReactNode }) {
  return <RouterLinkContext value={link}>{children}</RouterLinkContext>
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/** A link inside the app: the router's (client-side navigation, still a real link) under a `LinkProvider`, else `<a>`. */
export function Link({ href, ...rest }: LinkProps) {
  const RouterLink = useContext(RouterLinkContext)
  return RouterLink ? <RouterLink to={href} {...rest} /> : <a href={href} {...rest} />
}
