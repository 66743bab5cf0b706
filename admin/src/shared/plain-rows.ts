import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';

/**
 * A small MUI table whose body rows are plain <tr>/<td> (and plain router links), styled once here as MUI's
 * small TableCell and Link look. For long tables: a page of 50 events as MUI rows took ~80 ms of the browser's
 * time to render (eight styled components a row), most of a stream page's own cost.
 */
export const plainBody: SxProps<Theme> = (theme: Theme) => ({
  '& tbody td': {
    fontFamily: theme.typography.body2.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.body2.fontWeight,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    color: theme.palette.text.primary,
    textAlign: 'left',
    padding: '6px 16px',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& tbody a': {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  // Phones: one block per row, each cell on a line after its column's name (data-label), so a long value
  // wraps in the width of the screen instead of squeezing its column to a letter.
  [theme.breakpoints.down('sm')]: {
    '&, & tbody': { display: 'block' },
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    '& tbody tr': { display: 'block', padding: '6px 0', borderBottom: `1px solid ${theme.palette.divider}` },
    '& tbody td': { display: 'flex', gap: '12px', padding: '2px 0', border: 0 },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 5.5em',
      fontWeight: 600,
      color: theme.palette.text.secondary,
    },
  },
});

/** A plain cell's column name, which a phone shows before its value. */
export const labelled = (label: string) => ({ 'data-label': label });

/** Long values (ids, JSON) break anywhere in a plain cell, as breakAnywhere does for MUI's. */
export const breakCell = { style: { overflowWrap: 'anywhere', wordBreak: 'break-word' } } as const;
