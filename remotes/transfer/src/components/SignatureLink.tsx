import { shortPublicKey } from '@companion/shared-state';
import { ExplorerLink } from '@companion/tab-kit';

/** A transaction signature, short, linking to the explorer of the configured cluster. */
export function SignatureLink({ signature }: { signature: string }) {
  return (
    <ExplorerLink target={{ tx: signature }} title={signature}>
      {shortPublicKey(signature)}
    </ExplorerLink>
  );
}
