import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A console path that is no page: said plainly, with the way on (the menu is still there). */
export function NotFound() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Page not found" />
      <CardContent>
        <Typography>This page does not exist. Check the address, or choose a page from the menu.</Typography>
      </CardContent>
    </Card>
  );
}
