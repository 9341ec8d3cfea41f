/** An email address as the platform takes it: 3 to 256 characters, something@something.something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` is an email address the platform takes. */
export function isEmail(text: string): boolean {
  return text.length >= 3 && text.length <= 256 && EMAIL_PATTERN.test(text);
}
