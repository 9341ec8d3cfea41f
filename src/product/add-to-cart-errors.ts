import type { ApiError } from '../api/client';
import { ADD_TO_CART_TEXT } from './add-to-cart-check';

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
export function describeAddError(error: ApiError, sessionStarted: boolean): AddErrorView {
  switch (error.kind) {
    case 'csrf':
      return { message: sessionStarted ? ADD_TO_CART_TEXT.sessionExpired : ADD_TO_CART_TEXT.enableCookies };
    case 'rate-limited':
      return { message: ADD_TO_CART_TEXT.rateLimited };
    case 'network':
      return { title: ADD_TO_CART_TEXT.unableToAdd, message: ADD_TO_CART_TEXT.checkConnection };
    case 'http':
      return { title: ADD_TO_CART_TEXT.unableToAdd, message: error.message ?? ADD_TO_CART_TEXT.somethingWentWrong };
    case 'validation':
      return {
        title: ADD_TO_CART_TEXT.unableToAdd,
        message: Object.values(error.errors)[0] ?? ADD_TO_CART_TEXT.somethingWentWrong,
      };
    case 'invalid-response':
      return { title: ADD_TO_CART_TEXT.unableToAdd, message: ADD_TO_CART_TEXT.somethingWentWrong };
  }
}
