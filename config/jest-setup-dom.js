// Runs in jsdom: window is the test window.
/* global window */
// jsdom has no matchMedia; components that ask for prefers-reduced-motion get "no preference".
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
