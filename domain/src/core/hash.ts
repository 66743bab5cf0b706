import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The first `length` hex digits of the SHA-256 of a text: ids derived from their parts, alike in Node and browsers. */
export const hashId = (text: string, length: number) => bytesToHex(sha256(utf8ToBytes(text))).slice(0, length);
