import { explainFailure, recordedHash } from './remoteIntegrity';

type PreloadKind = 'script' | 'style';

/** The request a tab's file is made with: its recorded hash, over CORS (./remoteIntegrity.ts). */
interface FileRequest {
  integrity: string | null;
}

/** Sets what the browser matches a preload and a later tag on: the same integrity and CORS mode on both. */
function request(tag: HTMLLinkElement | HTMLScriptElement, { integrity }: FileRequest): void {
  if (integrity === null) return;
  tag.setAttribute('crossorigin', 'anonymous');
  tag.setAttribute('integrity', integrity);
}

/**
 * Downloads a script or style sheet without running or applying it: the tag that later asks for the same URL
 * with the same integrity (the federation runtime's script, a remote's chunk loader; both given the file's
 * recorded hash by ./remoteIntegrity.ts, as this preload is) takes the preloaded response instead of making a
 * second request. A file with no recorded hash is not downloaded here: whoever asks for it later is refused.
 */
export function preloadFile(url: string): void {
  const { integrity } = recordedHash(url);
  if (integrity === undefined) return;
  const exists = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.href === url,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  const kind: PreloadKind = new URL(url).pathname.endsWith('.css') ? 'style' : 'script';
  link.as = kind;
  request(link, { integrity });
  link.href = url;
  link.addEventListener(
    'error',
    () => {
      link.remove();
      takeFailedPreload(url, kind, { integrity });
      // A download failure or other bytes than recorded: the check tells which (./remoteIntegrity.ts).
      void explainFailure(url);
    },
    { once: true },
  );
  document.head.appendChild(link);
}

/**
 * The browser keeps a preload that failed (the remote was down, or its bytes did not match) and answers the
 * next request for that file with the same failure, without asking the server: Retry would fail once per file
 * even with the remote back. A tag of the kind that takes preloads, with the same integrity, asks for the file
 * at once, takes the failure, and is removed; the file's next request reaches the server. Nothing runs: what it
 * takes is the failed download, and a file that does not match its hash never runs.
 */
function takeFailedPreload(url: string, kind: PreloadKind, file: FileRequest): void {
  const tag =
    kind === 'script'
      ? document.createElement('script')
      : Object.assign(document.createElement('link'), { rel: 'stylesheet' });
  request(tag, file);
  if (tag instanceof HTMLScriptElement) tag.src = url;
  else tag.href = url;
  const remove = () => tag.remove();
  tag.addEventListener('error', remove, { once: true });
  tag.addEventListener('load', remove, { once: true });
  document.head.appendChild(tag);
}
