import { ApiError, errorMessage, networkMessage } from './api-client';
import { readStored } from './storage';

/** The file name a response names in Content-Disposition, if any. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/**
 * Downloads a file the API makes (a report's CSV) with the signed-in user's token: a link cannot carry the
 * bearer token, so the file is fetched, then saved through an object URL. The server's message on failure.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readStored('userInfo')?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(networkMessage, 0);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message = typeof body?.message === 'string' ? body.message : `Download failed (${response.status})`;
    throw new ApiError(message, response.status);
  }
  try {
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (e) {
    throw new ApiError(errorMessage(e), response.status);
  }
}
