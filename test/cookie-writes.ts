/**
 * Test helper: records every write to happy-dom's `document.cookie` (parsed), and lets it through,
 * so a test can see each cookie's lifetime and attributes, and writes that never reached the jar.
 */

/** One write to `document.cookie`. */
export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  /** Its attributes by lower-case name (`max-age`, `path`, `samesite`, ...). */
  readonly attributes: Readonly<Record<string, string>>;
  readonly raw: string;
}

/** Records every write to `document.cookie` from now on. */
export function recordCookieWrites(): CookieWrite[] {
  const writes: CookieWrite[] = [];
  let proto: object | null = Object.getPrototypeOf(document);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const descriptor = Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (raw: string) => {
      const [pair = '', ...rest] = raw.split(';');
      const index = pair.indexOf('=');
      const attributes: Record<string, string> = {};
      for (const part of rest) {
        const [key = '', value = ''] = part.trim().split('=');
        attributes[key.toLowerCase()] = value;
      }
      writes.push({ name: pair.slice(0, index).trim(), value: pair.slice(index + 1), attributes, raw });
      descriptor.set!.call(document, raw);
    },
  });
  return writes;
}
