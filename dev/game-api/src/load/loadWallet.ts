import crypto from 'node:crypto';
import bs58 from 'bs58';

/** A wallet for load tests: Node's native ed25519, so the load generator spends little CPU signing. */
export function createLoadWallet() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x;
  if (!x) throw new Error('ed25519 key without a public part');
  return {
    walletId: bs58.encode(Buffer.from(x, 'base64url')),
    sign: (text: string): string => bs58.encode(crypto.sign(null, Buffer.from(text, 'utf8'), privateKey)),
  };
}
export type LoadWallet = ReturnType<typeof createLoadWallet>;
