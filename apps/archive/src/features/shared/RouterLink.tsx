import type { BreadcrumbLinkProps } from '@unikit/design-system'
import { Link } from 'react-router'

/** The router's Link in the shape the design system's Breadcrumb takes. */
export function RouterLink({ href, ...rest }: BreadcrumbLinkProps) {
  return <Link to={href} {...rest} />
}
