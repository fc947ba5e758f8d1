/**
 * How long ago an answer of the last visit was read, in player words: "Updated just now", "Updated 5 min
 * ago", "Updated 3 h ago" (docs/tab-kit.md, "The last visit's answers").
 */
export function updatedAgo(savedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000);
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} min ago`;
  return `Updated ${Math.floor(minutes / 60)} h ago`;
}
