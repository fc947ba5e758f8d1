import type { Frame, Page } from 'playwright-core';
import { MARK_SENDER } from './pageMarks';

/** What the page records about itself, on its own clock (performance.now()), so no clock needs aligning. */
export interface Probe {
  /** Time of the last click, taken as the event is dispatched. */
  clickAt: number;
  /** Time of the last input event (a select or field changed), taken as it is dispatched. */
  inputAt: number;
  /** When the last answer to each path called with fetch or XMLHttpRequest arrived, body and all. */
  xhrLoadedAt: Record<string, number>;
  /** First frame after the sign-in screen's heading entered the DOM. */
  signInScreenAt: number | null;
  /** First frame in which the Sign In button answers a click: React's handler, or a listener of the page's own. */
  signInWorksAt: number | null;
  /** Cumulative layout shift so far (shifts without recent input), as Lighthouse sums it. */
  layoutShift: number;
  /** Arrival of each `fundsUpdated` message on any WebSocket. */
  fundsMessageAt: number[];
  /** URLs of the WebSockets open now. */
  openSockets: string[];
  /** Time spent inside the wallet (connect and signing), which a person would spend approving. */
  walletMs: number;
  /** How many of the test wallet's functions `walletMs` times. */
  walletCallsTimed: number;
  watches: Record<string, Promise<number>>;
}

export const SIGN_IN_HEADING = 'Please approve the message to sign in.';

type ProbeWindow = Window & { __bench: Probe };

/**
 * Runs in the page before any of its scripts (serialized by Playwright: no closures, no imports). `timeFetches`
 * false leaves `fetch` and XMLHttpRequest alone (xhrLoadedAt stays empty): a path that does not read them
 * does not pay for copying every answer.
 */
function installProbe({
  signInHeading,
  timeFetches,
  sender,
}: {
  signInHeading: string;
  timeFetches: boolean;
  sender: string;
}): void {
  const probe: Probe = {
    clickAt: NaN,
    inputAt: NaN,
    xhrLoadedAt: {},
    signInScreenAt: null,
    signInWorksAt: null,
    layoutShift: 0,
    fundsMessageAt: [],
    openSockets: [],
    walletMs: 0,
    walletCallsTimed: 0,
    watches: {},
  };
  (window as unknown as ProbeWindow).__bench = probe;
  window.addEventListener('click', () => (probe.clickAt = performance.now()), true);
  window.addEventListener('input', () => (probe.inputAt = performance.now()), true);

  // The game client calls through `fetch` (builds before it used XMLHttpRequest, also timed): an answer counts as loaded once its whole body has arrived (read
  // from a copy, so the client's own read is untouched).
  if (timeFetches) {
    const nativeFetch = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, location.href).pathname;
      const response = await nativeFetch(input, init);
      void response
        .clone()
        .arrayBuffer()
        .then(() => (probe.xhrLoadedAt[path] = performance.now()))
        .catch(() => undefined);
      return response;
    };
    const nativeOpen = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const path = new URL(String(args[1]), location.href).pathname;
      this.addEventListener('load', () => (probe.xhrLoadedAt[path] = performance.now()));
      nativeOpen.apply(this, args);
    } as XMLHttpRequest['open'];
  }

  const observer = new MutationObserver(() => {
    const headings = Array.from(document.querySelectorAll('h1'));
    if (!headings.some((h) => h.textContent === signInHeading)) return;
    observer.disconnect();
    requestAnimationFrame(() => (probe.signInScreenAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });

  // React keeps each element's props on it under a `__reactProps$…` key once it owns the element: the
  // button works from the first frame that has its onClick there (both builds are checked the same way).
  const hasClickHandler = (element: Element) =>
    Object.keys(element).some(
      (key) =>
        key.startsWith('__reactProps$') &&
        typeof (element as unknown as Record<string, { onClick?: unknown }>)[key]?.onClick === 'function',
    );
  // A page may also answer the click with a listener of its own before React is in (the shell's prerendered
  // screen does): every element given a click listener is noted.
  const clickListened = new WeakSet<EventTarget>();
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type === 'click') clickListened.add(this);
    addEventListener.call(this, type, listener, options);
  };
  const watchSignIn = () => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Sign In');
    if (button && (hasClickHandler(button) || clickListened.has(button))) {
      probe.signInWorksAt = performance.now();
      // Handed to a bench that waits for it (./pageMarks.ts), with where to tap.
      type Send = (key: string, at: number, element?: Element) => void;
      (window as unknown as Record<string, Send | undefined>)[sender]?.(
        'signInWorks',
        probe.signInWorksAt,
        button,
      );
    } else requestAnimationFrame(watchSignIn);
  };
  requestAnimationFrame(watchSignIn);

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) probe.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // Listening from the constructor puts this listener before the app's own, so arrival is not delayed by it.
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('open', () => probe.openSockets.push(this.url));
      this.addEventListener(
        'close',
        () => (probe.openSockets = probe.openSockets.filter((u) => u !== this.url)),
      );
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string' && event.data.includes('"fundsUpdated"')) {
          probe.fundsMessageAt.push(performance.now());
        }
      });
    }
  };
}

export async function addProbe(
  page: Page,
  { timeFetches = true }: { timeFetches?: boolean } = {},
): Promise<void> {
  await page.addInitScript(installProbe, {
    signInHeading: SIGN_IN_HEADING,
    timeFetches,
    sender: MARK_SENDER,
  });
}

export async function readProbe<K extends keyof Omit<Probe, 'watches'>>(
  page: Page | Frame,
  key: K,
): Promise<Probe[K]> {
  return (await page.evaluate((k) => (window as unknown as ProbeWindow).__bench[k], key)) as Probe[K];
}

/** Waits (in the page) until the sign-in screen has been painted; returns that time. */
export async function signInScreenAt(page: Page | Frame, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as ProbeWindow).__bench.signInScreenAt,
    null,
    {
      timeout: timeoutMs,
    },
  );
  return (await handle.jsonValue()) as number;
}

/** Waits (in the page) until the Sign In button works; returns that time. */
export async function signInWorksAt(page: Page, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as ProbeWindow).__bench.signInWorksAt,
    null,
    {
      timeout: timeoutMs,
    },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Runs in the page: times every call into the injected test wallet, which a person would spend approving, into
 * `walletMs`; returns how many of its functions it wraps (the Sign In With Solana one only when offered).
 */
function wrapWalletCalls(): number {
  type Bridge = Record<string, ((...args: unknown[]) => Promise<unknown>) & { timed?: boolean }>;
  const bridge = window as unknown as Bridge;
  const probe = (window as unknown as ProbeWindow).__bench;
  probe.walletMs = 0;
  let count = 0;
  const names = [
    '__testWalletAccount',
    '__testWalletSignMessage',
    '__testWalletSignTransaction',
    '__testWalletSignIn',
  ];
  for (const name of names) {
    const original = bridge[name];
    if (!original) continue;
    if (!original.timed) {
      const timed = async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await original(...args);
        } finally {
          probe.walletMs += performance.now() - started;
        }
      };
      bridge[name] = Object.assign(timed, { timed: true });
    }
    if (bridge[name]?.timed) count += 1;
  }
  probe.walletCallsTimed = count;
  return count;
}

const checkWrapped = (wrapped: number) => {
  if (wrapped < 3) throw new Error(`could only time ${wrapped} of the test wallet's functions`);
};

/** Times everything the page spends waiting on the injected test wallet, from now on. */
export async function timeWalletCalls(page: Page): Promise<void> {
  checkWrapped(await page.evaluate(wrapWalletCalls));
}

/**
 * The same from the page's start, so nothing is evaluated in the page on the path (added after the wallet's
 * own install); `checkWalletCallsTimed` tells afterwards that it took.
 */
export async function timeWalletCallsFromStart(page: Page): Promise<void> {
  await page.addInitScript(wrapWalletCalls);
}

export async function checkWalletCallsTimed(page: Page): Promise<void> {
  checkWrapped(await readProbe(page, 'walletCallsTimed'));
}
