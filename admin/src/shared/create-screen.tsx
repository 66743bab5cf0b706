import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Create, SaveButton, SimpleForm, Toolbar, useBasename, useResourceContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useListReturn } from './path-list';
import { useEditPath } from './spec-routes';

/** Go Back (nothing stored) and Save. */
function CreateToolbar() {
  const resource = useResourceContext() ?? '';
  const [returnTo] = useListReturn(resource);
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <Button variant="outlined" startIcon={<BackIcon />} onClick={() => navigate(`${basename}${returnTo}`)}>
        Go Back
      </Button>
      <SaveButton label="Save" />
    </Toolbar>
  );
}

/**
 * A create form that stores nothing until it is saved (an abandoned one leaves nothing behind); once saved,
 * the record's edit screen opens at the spec's path (SPEC §2: after creating, /admin/team/{id}/edit).
 */
export function CreateScreen({
  title,
  defaults,
  children,
}: {
  title: string;
  defaults: Partial<RaRecord>;
  children: ReactNode;
}) {
  const resource = useResourceContext() ?? '';
  const editPath = useEditPath();
  const basename = useBasename();
  return (
    <Create
      title={title}
      redirect={(_resource?: string, id?: RaRecord['id']) => editPath(resource, id ?? '').slice(basename.length + 1)}
    >
      <SimpleForm defaultValues={defaults} toolbar={<CreateToolbar />}>
        {children}
      </SimpleForm>
    </Create>
  );
}
