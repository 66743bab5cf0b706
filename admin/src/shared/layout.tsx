import { Layout, Menu, TitlePortal, useBasename, type LayoutProps } from 'react-admin';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { SiteAppBar } from './site-nav';

/** The resources, then the pages that are not one (the event catalogue). */
function AdminMenu() {
  const basename = useBasename();
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item to={`${basename}/eventcatalogue`} primaryText="Event catalogue" leftIcon={<MenuBookIcon />} />
    </Menu>
  );
}

/**
 * react-admin's layout under the product's navigation bar. Each page's title is its h1, at the top of the content
 * (react-admin puts it in the bar, where it pushed the bar onto two lines). The content column may shrink, so a
 * page never scrolls sideways: wide tables wrap or scroll inside themselves.
 */
export function AdminLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout
      {...props}
      appBar={SiteAppBar}
      menu={AdminMenu}
      sx={{
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0, px: { xs: 1, sm: 2 } },
        '& .RaLayout-contentWithSidebar': { minWidth: 0 },
      }}
    >
      <TitlePortal component="h1" variant="h5" sx={{ whiteSpace: 'normal', mt: 2, mb: 0, flex: 'none' }} />
      {children}
    </Layout>
  );
}
