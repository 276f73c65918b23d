import { menuItemCollection } from '../MenuItems'

/** Links in the public site's footer, shown by order when active. */
export const FooterMenuItems = menuItemCollection({ menu: 'Footer', slug: 'footer-menu-items' })
