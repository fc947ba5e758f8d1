import { useEffect, useRef } from 'react';
import { focusIsLost } from './ActionStatus';

/**
 * An action's failure, beside the action (docs/tab-kit.md, "Actions"): it stays until the player acts
 * again (the block clears it on the next input or attempt), however long the sentence, where a toast would
 * be gone before it is read. Announced as an alert; it takes focus when the action left nothing focused
 * (its controls were locked while it ran), so the keyboard lands on the outcome.
 */
export function ActionError({ message }: { message: string | null | undefined }) {
  const block = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    if (focusIsLost()) block.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={block} className="kit-action-error" role="alert" tabIndex={-1} data-testid="action-error">
      {message}
    </p>
  );
}
