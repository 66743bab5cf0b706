/** A 24-hex-digit id, the shape of the _id values the product has always shown. Browser- and Node-safe. */
export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const idPattern = /^[0-9a-f]{24}$/;
