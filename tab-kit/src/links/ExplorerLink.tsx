import type { ReactNode } from 'react';
import { externalLinkProps, useConfigStore } from '@companion/shared-state';
import { explorerUrl } from './explorerUrl';

/**
 * A link to a transaction or an account in the block explorer, opened outside the app through shared-state's
 * openExternal: inside a wallet the wallet opens it (docs/embedding.md).
 */
export function ExplorerLink({
  target,
  title,
  children,
}: {
  target: { tx: string } | { address: string };
  title?: string;
  children: ReactNode;
}) {
  const config = useConfigStore((s) => s.config);
  if (!config) return <span title={title}>{children}</span>;
  return (
    <a className="kit-link" title={title} {...externalLinkProps(explorerUrl(target, config))}>
      {children}
    </a>
  );
}
