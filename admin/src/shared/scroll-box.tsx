import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * A region that scrolls sideways inside itself when its content is wider than the screen (a table, JSON), so the
 * page does not. It takes the keyboard focus, so it can be scrolled without a mouse, and is named for it.
 */
export function ScrollBox({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
