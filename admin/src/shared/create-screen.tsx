import type { ReactNode } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar, useBasename, useResourceContext, type RaRecord } from 'react-admin';
import { GoBackButton } from './go-back-button';
import { useEditPath } from './spec-routes';

/** Go Back (nothing stored) and Save. */
function CreateToolbar() {
  return (
    <Toolbar sx={{ gap: 2 }}>
      <GoBackButton />
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
