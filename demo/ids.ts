/**
 * The demo shop's stable ids, computed the same way in Node and in the browser (Storybook), so a
 * story's Canvas Tote carries the id the demo server gives it. SHA-256 from @noble/hashes: the
 * browser's own (`crypto.subtle`) only answers asynchronously, and product data is built
 * synchronously.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A stable 24-hex-digit id derived from a name, shaped like the platform's ids. */
export function stableId(kind: string, name: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${kind}:${name}`))).slice(0, 24);
}
