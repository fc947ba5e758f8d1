import { useNow } from '../time/useNow';
import { updatedAgo } from './updatedAgo';

/**
 * Says that what a block shows is the last visit's answer and that a fresh one is on its way: "Updated 5
 * min ago · refreshing". Shown while the view's `savedAt` is set; gone once the fresh answer is in.
 */
export function LastVisitNote({ savedAt }: { savedAt: number }) {
  const now = useNow(30_000);
  return (
    <p className="kit-last-visit" data-testid="last-visit-note">
      {updatedAgo(savedAt, now)} · refreshing
    </p>
  );
}
