import { Layout, Menu, useBasename, type LayoutProps } from 'react-admin';
import { SiteAppBar } from './site-nav';

/** The resources, then the pages that are not one (the event catalogue). */
function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/eventcatalogue`} primaryText="Event catalogue" />
    </Menu>
  );
}

/** react-admin's layout under the product's navigation bar, with a content column that may shrink: wide tables scroll instead of widening the page. */
export function AdminLayout(props: LayoutProps) {
  return (
    <Layout
      {...props}
      appBar={SiteAppBar}
      menu={AdminMenu}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    />
  );
}
