import { userInfo } from '../providers/session';

/**
 * POST /api/upload with one file in the field `image`; resolves to the stored image's path
 * (`/uploads/<name>`). The server checks the file is an image under its size limit; its refusal
 * message is what the promise rejects with.
 */
export async function uploadImage(file: File, base = ''): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const token = userInfo()?.token;
  const response = await fetch(`${base}/api/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  if (!response.ok) {
    let message = `Upload failed (${response.status})`;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the status
    }
    throw new Error(message);
  }
  return text.trim();
}
