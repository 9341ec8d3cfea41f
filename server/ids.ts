import { randomBytes } from 'node:crypto';

/** A stable 24-hex-digit id derived from a name, shaped like the platform's ids (the same in the stories). */
export { stableId } from '../demo/ids';

/** A fresh random 24-hex-digit id. */
export function randomId(): string {
  return randomBytes(12).toString('hex');
}
