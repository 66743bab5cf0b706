/** The image formats an upload may be, told by their first bytes (never by the name or the declared type). */
export const imageTypes = {
  png: { ext: 'png', mime: 'image/png' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
} as const;
export type ImageType = (typeof imageTypes)[keyof typeof imageTypes];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of an image from its first 12 bytes, or null when they are no png, jpeg, gif or webp. */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return imageTypes.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return imageTypes.jpeg;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return imageTypes.gif;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return imageTypes.webp;
  return null;
}

const byExt: Record<string, string> = Object.fromEntries(Object.values(imageTypes).map((t) => [t.ext, t.mime]));
/** The content type an uploaded file is served with, from the extension the upload gave it. */
export const mimeOfStored = (name: string) => byExt[name.slice(name.lastIndexOf('.') + 1)] ?? null;
