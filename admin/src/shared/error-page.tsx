import { Alert, Button } from '@mui/material';

/** What the console shows when a page fails outside its layout: said plainly, with a way to try again. */
export function ErrorPage({
  error,
  resetErrorBoundary,
}: {
  error?: Error;
  resetErrorBoundary?: (args?: unknown) => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        resetErrorBoundary && (
          <Button color="inherit" size="small" onClick={() => resetErrorBoundary()}>
            Try again
          </Button>
        )
      }
    >
      Something went wrong{error?.message ? `: ${error.message}` : ''}. Please try again.
    </Alert>
  );
}
