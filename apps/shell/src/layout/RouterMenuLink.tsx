import type { DropdownLinkComponent } from '@unikit/design-system'
import { Link } from 'react-router'

/** Lets design-system menus render router links: client-side navigation, and still real links. */
export const RouterMenuLink: DropdownLinkComponent = ({ href, ...props }) => <Link to={href} {...props} />
