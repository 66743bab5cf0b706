import { Button } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useBasename, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useListReturn } from './path-list';

/** Go Back (SPEC §2) on a form's toolbar: to the resource's list as the admin left it, storing nothing. */
export function GoBackButton() {
  const resource = useResourceContext() ?? '';
  const [returnTo] = useListReturn(resource);
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Button variant="outlined" startIcon={<BackIcon />} onClick={() => navigate(`${basename}${returnTo}`)}>
      Go Back
    </Button>
  );
}
