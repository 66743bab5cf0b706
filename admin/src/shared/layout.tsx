import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Suspense } from 'react';
import { ConsoleMenu } from './console-menu';
import { ErrorBoundary } from './error-boundary';
import { SiteAppBar } from './site-nav';
import { useMobile } from './use-mobile';

/**
 * The console's page: the product's navigation bar, the console's menu beside the content (on a phone the bar's
 * folded panel leads to its pages instead), and the content with the page's title as its h1 (react-admin's
 * <Title> renders into it). The content column may shrink, so a page never scrolls sideways. Smaller than
 * react-admin's own layout, which also brings a preferences inspector, a drawer and tooltips into the first
 * download.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const mobile = useMobile();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          top: 0,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8 },
        }}
      >
        Skip to content
      </Box>
      <SiteAppBar />
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {!mobile && <ConsoleMenu />}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, px: { xs: 1, sm: 2 }, pb: 4, outline: 'none' }}
        >
          <TitlePortal component="h1" variant="h5" sx={{ whiteSpace: 'normal', mt: 2, mb: 0, flex: 'none' }} />
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
