import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

/**
 * A screen that fails to render says so where it would have been, and the rest of the console (the bar, the
 * menu) stays usable; moving to another page (a new `resetKey`) tries again.
 */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        Something went wrong on this page: {this.state.error.message}. Reload the page, or choose another from the menu.
      </Alert>
    );
  }
}
