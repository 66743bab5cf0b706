import { describe, expect, it } from '@jest/globals';
import { mimeOfStored, sniffImage } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('image sniffing', () => {
  it('knows png, jpeg, gif and webp by their first bytes', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))?.ext).toBe('png');
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffImage(bytes('GIF89a'))?.ext).toBe('gif');
    expect(sniffImage(bytes('GIF87a'))?.ext).toBe('gif');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBP'))?.ext).toBe('webp');
  });

  it('refuses anything else, however it is named', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImage(bytes('<html><script>'))).toBeNull();
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffImage(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('serves stored files with the type of their extension only', () => {
    expect(mimeOfStored('abc.png')).toBe('image/png');
    expect(mimeOfStored('abc.webp')).toBe('image/webp');
    expect(mimeOfStored('abc.svg')).toBeNull();
  });
});
