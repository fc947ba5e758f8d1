import { createStore } from 'zustand/vanilla';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  message: string;
}

type Listener = (notice: Notice) => void;

const listeners = new Set<Listener>();
const recent = createStore<{ last: Notice | null }>(() => ({ last: null }));
let nextId = 1;

/**
 * Tells the player something through the shell's toasts (docs/tab-kit.md, "Messages"): one message per
 * event, so a tab never shows its own notice beside a toast. Before the shell listens (a tab running
 * alone), the last notice is kept for whoever subscribes.
 */
export function notify(message: string, tone: NoticeTone = 'info'): Notice {
  const notice = { id: nextId++, tone, message };
  recent.setState({ last: notice });
  for (const listener of listeners) listener(notice);
  return notice;
}

/** The shell's toasts (or a standalone page) render what tabs notify. */
export function onNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last notice, for tests and for a listener that joins late. */
export function lastNotice(): Notice | null {
  return recent.getState().last;
}
