import type { ApiError } from '../api/client';
import type { Messages } from '../messages';

/** How a failed add is shown: inline text, or an alert dialog with a title. */
export interface AddErrorView {
  readonly message: string;
  /** Present when the failure is shown as an alert dialog with this title. */
  readonly title?: string;
}

/**
 * Maps a failed add call to SPEC.md section 8's texts: a CSRF failure says the session expired when
 * the visitor had one, otherwise asks for cookies; 429 asks to wait; anything else is the
 * "Unable to Add Item" alert with the server's message.
 */
export function describeAddError(error: ApiError, sessionStarted: boolean, messages: Messages): AddErrorView {
  switch (error.kind) {
    case 'csrf':
      return { message: sessionStarted ? messages.sessionExpired : messages.enableCookies };
    case 'rate-limited':
      return { message: messages.rateLimited };
    case 'network':
      return { title: messages.unableToAddItem, message: messages.checkConnection };
    case 'http':
      return { title: messages.unableToAddItem, message: error.message ?? messages.somethingWentWrong };
    case 'validation':
      return {
        title: messages.unableToAddItem,
        message: Object.values(error.errors)[0] ?? messages.somethingWentWrong,
      };
    case 'invalid-response':
      return { title: messages.unableToAddItem, message: messages.somethingWentWrong };
  }
}
