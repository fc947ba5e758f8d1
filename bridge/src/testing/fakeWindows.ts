/**
 * Windows that talk over postMessage the way browsers do, for the bridge's tests: a message is
 * delivered asynchronously, only when the target origin matches, with `origin` set to the sender's
 * origin and `source` set to the receiver's handle on the sender.
 */
export interface WindowHandle {
  postMessage(message: unknown, targetOrigin: string): void;
}

export class FakeWindow {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  /** What was posted to this window with a target origin it does not have. */
  readonly dropped: unknown[] = [];
  readonly received: unknown[] = [];

  /** Assign to simulate the frame navigating to another site. */
  constructor(public origin: string) {}

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  /** Delivers a message as if `source` (from `origin`) had posted it here. */
  deliver(data: unknown, source: WindowHandle | null, origin: string, targetOrigin = '*'): void {
    if (targetOrigin !== '*' && targetOrigin !== this.origin) {
      this.dropped.push(data);
      return;
    }
    const copy = structuredClone(data);
    setTimeout(() => {
      this.received.push(copy);
      const event = { data: copy, source, origin } as unknown as MessageEvent;
      this.listeners.forEach((listener) => listener(event));
    }, 0);
  }
}

/** Two windows that can reach each other: [a's handle on b, b's handle on a]. */
export function link(a: FakeWindow, b: FakeWindow): [WindowHandle, WindowHandle] {
  const aSeesB: WindowHandle = {
    postMessage: (message, targetOrigin) => b.deliver(message, bSeesA, a.origin, targetOrigin),
  };
  const bSeesA: WindowHandle = {
    postMessage: (message, targetOrigin) => a.deliver(message, aSeesB, b.origin, targetOrigin),
  };
  return [aSeesB, bSeesA];
}

export const settle = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (messages are delivered asynchronously; a busy machine may be slow). */
export async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${condition}`);
    await settle(2);
  }
}
