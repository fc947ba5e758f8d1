/**
 * A shared store as a tab sees it: read with a selector, getState and subscribe, no setState. At run time it is
 * the store itself (one zustand store per page, shared by the shell and every tab); only the type is narrower,
 * so a tab's write to what the shell owns fails the type check. docs/contract.md lists what each side may do.
 */
export interface StoreView<T> {
  <U>(selector: (state: T) => U): U;
  getState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}
