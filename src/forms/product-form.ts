/**
 * What a custom product form needs, in one lazily loaded module: the
 * add-to-cart flow and the cart import it when a form is first shown, so no page loads a form's
 * code before a visitor needs one.
 */
export { fetchProductForm, validateAnswers } from '../api/forms';
export { parseFormDefinition } from './definition';
export { FormDialog } from './FormDialog';
export { FORM_MESSAGES } from './messages';
export { initialAnswers, submittedAnswers } from './values';
