export type LinkOpener = (url: string) => void;

const newBrowserTab: LinkOpener = (url) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

let opener: LinkOpener = newBrowserTab;

/**
 * Opens a web page outside the app (a block explorer, a help page). Tabs call this instead of
 * window.open or a plain target="_blank" link: inside a wallet the app may open no window of its own,
 * so the shell routes it to the wallet (docs/embedding.md).
 */
export function openExternal(url: string): void {
  opener(url);
}

/** The shell's hook: how links leave the app; null goes back to a new browser tab. */
export function provideLinkOpener(next: LinkOpener | null): void {
  opener = next ?? newBrowserTab;
}

/**
 * Props for an <a> that leaves the app: a real link (the address shows, it can be copied), opened through
 * openExternal. `<a {...externalLinkProps(url)}>View on explorer</a>`.
 */
export function externalLinkProps(url: string): {
  href: string;
  target: '_blank';
  rel: 'noreferrer';
  onClick: (event: { preventDefault(): void }) => void;
} {
  return {
    href: url,
    target: '_blank',
    rel: 'noreferrer',
    onClick: (event) => {
      event.preventDefault();
      openExternal(url);
    },
  };
}
