import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A record's id, quietly: small, grey and cut to its start with an ellipsis. The whole id is still the text (to
 * select and copy, and for screen readers) and shows on hover. A Datagrid reads the column's label and
 * sortability from its direct child, hence the unused props.
 */
export function IdField(_: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  const id = String(record.id);
  return (
    <Box
      component="span"
      title={id}
      sx={{
        display: 'inline-block',
        maxWidth: '6.5em',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.75rem',
        color: 'text.secondary',
      }}
    >
      {id}
    </Box>
  );
}
