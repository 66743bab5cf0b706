import { Layout, type LayoutProps } from 'react-admin';

/** react-admin's layout, with a content column that may shrink: wide tables scroll instead of widening the page. */
export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }} />;
}
