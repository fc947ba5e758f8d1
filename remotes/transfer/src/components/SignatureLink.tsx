import { shortPublicKey, useConfigStore } from '@companion/shared-state';
import { explorerUrl } from '../lib/explorerUrl';

/** A transaction signature, short, linking to the explorer of the configured cluster. */
export function SignatureLink({ signature }: { signature: string }) {
  const config = useConfigStore((s) => s.config);
  const text = shortPublicKey(signature);
  if (!config) return <code title={signature}>{text}</code>;
  return (
    <a
      className="transfer-signature"
      href={explorerUrl(signature, config)}
      target="_blank"
      rel="noreferrer"
      title={signature}
    >
      {text}
    </a>
  );
}
