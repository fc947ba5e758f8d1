import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FILE_REQUEST, attach, checkFor } from './remoteIntegrity';

/** The attributes the runtime asked for, set on the element the plugin makes instead (it skips its own then). */
function withAttributes<T extends HTMLElement>(element: T, attrs: Record<string, unknown> | undefined): T {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') element.setAttribute(name, String(value));
    else if (value === true) element.setAttribute(name, '');
  }
  return element;
}

/**
 * The federation runtime's side of the file check (./remoteIntegrity.ts), through its documented loader hooks:
 * the <script> of a tab's entry and any <link> it makes get the entry's recorded hash, and a manifest it fetches
 * itself (a config naming `mf-manifest.json` as the entry) is fetched with its own. A dev server's files are
 * left to the runtime's defaults.
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'companion-remote-integrity',
    createScript({ url, attrs }) {
      if (checkFor(url).integrity === null) return undefined;
      const script = withAttributes(document.createElement('script'), attrs);
      attach(script, url);
      return script;
    },
    createLink({ url, attrs }) {
      if (checkFor(url).integrity === null) return undefined;
      const link = withAttributes(document.createElement('link'), attrs);
      attach(link, url);
      link.href = url;
      return link;
    },
    fetch(url, init) {
      const { integrity } = checkFor(url);
      if (integrity === null) return undefined;
      return fetch(url, { ...init, integrity, ...REMOTE_FILE_REQUEST });
    },
  };
}
