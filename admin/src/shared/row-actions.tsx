import { lazy, Suspense, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEditPath } from './spec-routes';

// The dialog is loaded when first asked for: most visits to a list delete nothing.
const Confirm = lazy(() => import('./confirm-dialog'));

// Quiet until pointed at: a column of red buttons shouts on every row, while deleting is the rare act.
const quiet = { color: 'text.secondary' } as const;

/**
 * A row's Edit (to the record's spec edit path) and Delete (after SPEC §5's "Are you sure"), as small grey icon
 * buttons named for screen readers. Deleting keeps the list where it is: the same search, filters and page.
 * A Datagrid reads the column's label from its direct child, hence the unused prop.
 */
export function RowActions({ noun, edit = true }: { noun: string; edit?: boolean; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const editPath = useEditPath();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // react-admin's delete-with-confirm controller also reads a form's context, which would bring the form library
  // into every list's first download: the same steps with the data hook alone.
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !resource) return null;
  const remove = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`The ${noun} was deleted.`, { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {edit && (
        <IconButton
          component={Link}
          to={editPath(resource, record.id)}
          aria-label="Edit"
          title={`Edit this ${noun}`}
          size="small"
          sx={{ ...quiet, '&:hover, &:focus-visible': { color: 'primary.main' } }}
          onClick={(e) => e.stopPropagation()}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton
        aria-label="Delete"
        title={`Delete this ${noun}`}
        size="small"
        sx={{ ...quiet, '&:hover, &:focus-visible': { color: 'error.main' } }}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <Confirm
            isOpen
            loading={isPending}
            title={`Delete this ${noun}?`}
            content="Are you sure"
            confirm="Delete"
            confirmColor="warning"
            ConfirmIcon={DeleteIcon}
            CancelIcon={CloseIcon}
            onConfirm={remove}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
