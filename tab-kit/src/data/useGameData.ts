import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint, useLoginStore, useNotificationSocket } from '@companion/shared-state';
import { keepLastAnswer, readLastAnswer } from '../lastVisit/lastVisitStorage';
import { takeStartedRead, type GameRead } from './startedReads';

export type GameDataView<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  /**
   * `savedAt` is set while the data is the last visit's answer (when it was answered): shown at once, marked
   * as such, and replaced by the fresh answer; a fresh answer that fails shows the error, never this data.
   */
  | { status: 'ready'; data: T; savedAt?: number };

export interface GameData<T> {
  view: GameDataView<T>;
  /** Shows the loading state and fetches again (the Retry of an error block). */
  retry: () => void;
  /** Fetches again in the background: the data stays on screen, and stays if the fetch fails. */
  refresh: () => void;
  /**
   * Applies what the game already said (an action's answer, a socket message) to the data on screen, without
   * asking again. Nothing happens while nothing is loaded; a fetch on its way replaces it when it answers.
   */
  update: (change: (data: T) => T) => void;
}

export interface GameDataOptions {
  /** Socket message types that mean this data changed: each one refreshes it in the background. */
  refreshOn?: readonly string[];
  /**
   * Keeps the last answer for the player's next visit and shows it at once then, marked (`savedAt`) until
   * the fresh answer replaces it (docs/tab-kit.md, "The last visit's answers"). For what a player reads
   * only: a form that moves value waits for a fresh read, so its data never sets this.
   */
  lastVisit?: boolean;
}

interface Request {
  id: number;
  silent: boolean;
}

/** Which request: the key it was made for and its number. */
interface RequestOf {
  key: string;
  id: number;
}

const sameRequest = (a: RequestOf | null, b: RequestOf | null) =>
  a !== null && b !== null && a.key === b.key && a.id === b.id;

interface Settled<T> {
  requestId: number;
  key: string;
  data?: T;
  error?: Error;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * One block's data (docs/tab-kit.md, "Loading, empty, errors"): loaded on mount and whenever `key` changes
 * (e.g. the wallet), again on retry and refresh, and on each socket message named in `refreshOn`. A `key`
 * of null means "nothing to load yet". Answers to superseded requests are dropped.
 * A block shown again after being hidden (a kept tab, docs/performance.md, "Opened tabs stay mounted")
 * keeps what it showed and loads again in the background once that frame is painted; a request still on its
 * way when the block was hidden is not sent twice, and its answer, taken while hidden, is what shows.
 */
export function useGameData<T>(
  key: string | null,
  load: () => Promise<T>,
  options: GameDataOptions = {},
): GameData<T> {
  return useBlockData(key, load, options, null);
}

/** A block's data from a read declared once (./startedReads.ts): its first load takes the read started with the session. */
export function useGameRead<T>(read: GameRead<T>, options: GameDataOptions = {}): GameData<T> {
  const wallet = useLoginStore((s) => s.publicKey);
  return useBlockData(read.key(wallet), () => read.load(wallet), options, read);
}

function useBlockData<T>(
  key: string | null,
  load: () => Promise<T>,
  options: GameDataOptions,
  declared: GameRead<T> | null,
): GameData<T> {
  const [request, setRequest] = useState<Request>({ id: 0, silent: false });
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const lastVisit = options.lastVisit ?? false;
  const wallet = useLoginStore((s) => s.publicKey);
  const lastAnswer = useMemo(
    () => (lastVisit && key !== null && wallet ? readLastAnswer<T>(key) : null),
    [lastVisit, key, wallet],
  );
  const latestLoad = useRef(load);
  const latestSettled = useRef(settled);
  const lastVisitRef = useRef(lastVisit);
  const declaredRef = useRef(declared);
  useLayoutEffect(() => {
    latestLoad.current = load;
    latestSettled.current = settled;
    lastVisitRef.current = lastVisit;
    declaredRef.current = declared;
  });
  /** The request whose answer the block takes; an answer to any other is dropped. */
  const wanted = useRef<RequestOf | null>(null);
  /** The request on its way, if any. */
  const inFlight = useRef<RequestOf | null>(null);

  useEffect(() => {
    if (key === null) return;
    const { id } = request;
    const asked: RequestOf = { key, id };
    wanted.current = asked;
    // Shown again while this very request is on its way: its answer will be taken, hidden or not.
    if (sameRequest(inFlight.current, asked)) return;
    // The same request already answered: the effect runs again because the block is shown again.
    const shownAgain = sameRequest(
      latestSettled.current && { key: latestSettled.current.key, id: latestSettled.current.requestId },
      asked,
    );
    const silent = request.silent || shownAgain;
    // Taken even while the block is hidden (its state is kept), unless a newer request has been made since.
    const stillWanted = () => sameRequest(wanted.current, asked);
    const load = () => {
      inFlight.current = asked;
      // The block's first load takes the read started with the session, if there is one (./startedReads.ts).
      const wallet = useLoginStore.getState().publicKey;
      const read = declaredRef.current;
      const startedRead = id === 0 && read && wallet ? takeStartedRead(read, key, wallet) : null;
      (startedRead ?? latestLoad.current())
        .then(
          (data) => {
            if (!stillWanted()) return;
            setSettled({ requestId: id, key, data });
            if (lastVisitRef.current) keepLastAnswer(key, data);
          },
          (error: unknown) => {
            if (!stillWanted()) return;
            console.warn('Failed to load', error);
            setSettled((previous) =>
              // A failed background refresh leaves what was on screen rather than replacing it with an error.
              silent && previous?.key === key && previous.data !== undefined
                ? { ...previous, requestId: id }
                : { requestId: id, key, error: toError(error) },
            );
          },
        )
        .finally(() => {
          if (sameRequest(inFlight.current, asked)) inFlight.current = null;
        });
    };
    // No cleanup cancels a request once sent: hidden, the block keeps its state and takes the answer (an
    // unmounted one has none to set).
    if (!shownAgain) {
      load();
      return;
    }
    return afterNextPaint(load);
  }, [key, request]);

  const retry = useCallback(() => setRequest((p) => ({ id: p.id + 1, silent: false })), []);
  const refresh = useCallback(() => setRequest((p) => ({ id: p.id + 1, silent: true })), []);
  const update = useCallback((change: (data: T) => T) => {
    setSettled((previous) =>
      previous?.data === undefined || previous.error
        ? previous
        : { ...previous, data: change(previous.data) },
    );
  }, []);
  useRefreshOn(options.refreshOn ?? [], refresh);

  const fresh = viewOf(settled, key, request);
  // Nothing answered yet for this key: the last visit's answer, marked, while the first read is on its way.
  const view: GameDataView<T> =
    fresh.status === 'loading' && lastAnswer && settled?.key !== key
      ? { status: 'ready', data: lastAnswer.data, savedAt: lastAnswer.savedAt }
      : fresh;
  return { view, retry, refresh, update };
}

function useRefreshOn(types: readonly string[], refresh: () => void): void {
  const socket = useNotificationSocket();
  // The list is compared by value so an inline array does not resubscribe on every render.
  const typesKey = types.join('\n');
  useEffect(() => {
    if (!socket || !typesKey) return;
    const stops = typesKey.split('\n').map((type) => socket.subscribe(type, () => refresh()));
    return () => stops.forEach((stop) => stop());
  }, [socket, typesKey, refresh]);
}

function viewOf<T>(settled: Settled<T> | null, key: string | null, request: Request): GameDataView<T> {
  if (!settled || settled.key !== key) return { status: 'loading' };
  const isCurrent = settled.requestId === request.id;
  if (!isCurrent && !(request.silent && settled.data !== undefined)) return { status: 'loading' };
  if (settled.error) return { status: 'error', error: settled.error };
  // `data` is set whenever `error` is not (see the effect above).
  return { status: 'ready', data: settled.data as T };
}
