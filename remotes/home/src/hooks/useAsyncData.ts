import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type AsyncView<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };

export interface AsyncData<T> {
  view: AsyncView<T>;
  /**
   * Fetches again. A silent reload (a live update) keeps the data on screen while it runs and keeps it if
   * the fetch fails; a plain reload (Retry) shows the loading state.
   */
  reload: (options?: { silent?: boolean }) => void;
}

interface Request {
  id: number;
  silent: boolean;
}

interface Settled<T> {
  requestId: number;
  key: string;
  data?: T;
  error?: Error;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * One block's data: loaded on mount and whenever `key` changes (e.g. the wallet), then on reload.
 * A `key` of null means "nothing to load yet" and stays in the loading state. Answers to superseded
 * requests, or arriving after unmount, are dropped.
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>): AsyncData<T> {
  const [request, setRequest] = useState<Request>({ id: 0, silent: false });
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const { id, silent } = request;
    latestLoad.current().then(
      (data) => {
        if (current) setSettled({ requestId: id, key, data });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Failed to load', error);
        setSettled((previous) =>
          // A failed live update leaves what was on screen rather than replacing data with an error.
          silent && previous?.key === key && previous.data !== undefined
            ? { ...previous, requestId: id }
            : { requestId: id, key, error: toError(error) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [key, request]);

  const reload = useCallback((options?: { silent?: boolean }) => {
    setRequest((previous) => ({ id: previous.id + 1, silent: options?.silent ?? false }));
  }, []);

  return { view: viewOf(settled, key, request), reload };
}

function viewOf<T>(settled: Settled<T> | null, key: string | null, request: Request): AsyncView<T> {
  if (!settled || settled.key !== key) return { status: 'loading' };
  const isCurrent = settled.requestId === request.id;
  if (!isCurrent && !(request.silent && settled.data !== undefined)) return { status: 'loading' };
  if (settled.error) return { status: 'error', error: settled.error };
  // `data` is set whenever `error` is not (see the effect above).
  return { status: 'ready', data: settled.data as T };
}
