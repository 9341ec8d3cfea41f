/** The bounds of a quantity a visitor may add or hold in one cart entry. */

/** The least quantity a visitor may add: 1. */
export const QUANTITY_MIN = 1;
/** The most units one cart entry may hold: 9999. */
export const QUANTITY_MAX = 9999;

/** Clamps a whole quantity into 1..9999. */
export function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}
