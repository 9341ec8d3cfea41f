/** Props of `<sq-scarcity>`'s view. */
export interface ScarcityViewProps {
  /** What it says; nothing when null. */
  readonly text: string | null;
}

/**
 * The scarcity text, in a polite live region that is always there (empty when there is nothing
 * to say), so a change after a choice is announced.
 */
export function ScarcityView({ text }: ScarcityViewProps) {
  return (
    <p className="sq-scarcity__text" role="status">
      {text ?? ''}
    </p>
  );
}
