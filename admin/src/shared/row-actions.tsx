import { Box, IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useDeleteWithConfirmController, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEditPath } from './spec-routes';

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
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    resource,
    redirect: false,
    mutationMode: 'pessimistic',
    successMessage: `The ${noun} was deleted.`,
  });
  if (!record || !resource) return null;
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
        onClick={handleDialogOpen}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Delete this ${noun}?`}
        content="Are you sure"
        confirm="Delete"
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        CancelIcon={CloseIcon}
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </Box>
  );
}
