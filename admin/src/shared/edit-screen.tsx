import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import {
  Edit,
  Loading,
  SaveButton,
  Toolbar,
  useEditContext,
  useNotify,
  useResourceContext,
  type HttpError,
} from 'react-admin';
import { GoBackButton } from './go-back-button';
import { useListReturn } from './path-list';

/** Go Back and Update (SPEC §2), labelled at every width; Go Back returns to the list as the admin left it. */
export function EditToolbar() {
  return (
    <Toolbar sx={{ gap: 2 }}>
      <GoBackButton />
      <SaveButton label="Update" />
    </Toolbar>
  );
}

/**
 * Someone else saved the record after this form was read: the server refused the save (409). The admin's edits
 * stay in the form until they choose to reload, which shows the other change (and its version) in the form.
 */
function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  const { refetch } = useEditContext();
  const reload = () => {
    onReload();
    void refetch();
  };
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2, mb: 0 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

const conflictFallback = (noun: string) =>
  `This ${noun} was changed by someone else since you opened it. Reload to see the change.`;

/**
 * A record's edit screen: saves only once the server took the change (so a refusal keeps the form), then goes
 * back to the list as the admin left it (the same search, filters and page; SPEC §2: edit screens return to their
 * list). A stale save is refused with 409 and says so above the form.
 */
export function EditScreen({ title, noun, children }: { title: string; noun: string; children: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const [returnTo] = useListReturn(resource);
  const notify = useNotify();
  const [conflict, setConflict] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const { status, message } = (error ?? {}) as Partial<HttpError>;
    if (status === 409) {
      const text = message || conflictFallback(noun);
      setConflict(text);
      notify(text, { type: 'error' });
      return;
    }
    // A refusal about one field is shown next to it (the form takes the server's `errors`).
    if ((error as Partial<HttpError>)?.body?.errors) return;
    notify(message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      redirect={() => returnTo}
      mutationOptions={{ onError }}
      loading={<Loading />}
    >
      {conflict && <ConflictNotice message={conflict} onReload={() => setConflict(null)} />}
      {children}
    </Edit>
  );
}
