import { menuItemCollection } from '../MenuItems'

/** Links in the public site's header, shown by order when active. */
export const HeaderMenuItems = menuItemCollection({ menu: 'Header', slug: 'header-menu-items' })
