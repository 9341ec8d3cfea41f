import type { ApiError } from '../api/client';
import type { Messages } from '../messages';
import type { CallMessages } from './call-messages';

/** How a failed add is shown: inline text, or an alert dialog with a title. */
export interface AddErrorView {
  readonly message: string;
  /** Present when the failure is shown as an alert dialog with this title. */
  readonly title?: string;
  /** Reported and announced in the error event, never shown: the visitor need not know. */
  readonly silent?: boolean;
}

/**
 * Maps a failed add call to the visitor's texts: a CSRF failure says the session expired when
 * the visitor had one, otherwise asks for cookies; 429 asks to wait; anything else is the
 * alert with the server's message under the caller's title ("Unable to Add Item", "Unable to
 * update quantity", ...).
 */
export function describeAddError(
  error: ApiError,
  sessionStarted: boolean,
  messages: CallMessages & Pick<Messages, 'checkConnection'>,
  title: string,
): AddErrorView {
  switch (error.kind) {
    case 'csrf':
      return { message: sessionStarted ? messages.sessionExpired : messages.enableCookies };
    case 'rate-limited':
      return { message: messages.rateLimited };
    case 'network':
      return { title, message: messages.checkConnection };
    case 'http':
      return { title, message: error.message ?? messages.somethingWentWrong };
    case 'validation':
      return {
        title,
        // The server's message when it gave one, else its first field's.
        message: error.message ?? Object.values(error.errors)[0] ?? messages.somethingWentWrong,
      };
    case 'invalid-response':
      return { title, message: messages.somethingWentWrong };
  }
}
