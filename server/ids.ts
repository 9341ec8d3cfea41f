import { createHash, randomBytes } from 'node:crypto';

/** A stable 24-hex-digit id derived from a name, shaped like the platform's ids. */
export function stableId(kind: string, name: string): string {
  return createHash('sha256').update(`${kind}:${name}`).digest('hex').slice(0, 24);
}

/** A fresh random 24-hex-digit id. */
export function randomId(): string {
  return randomBytes(12).toString('hex');
}
