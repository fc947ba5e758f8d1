import crypto from 'node:crypto';

/**
 * The exact text a wallet signs to sign in: readable in the wallet's approval dialog, naming the app's
 * domain, the wallet, a random value and its validity window (the layout follows Sign-In With Solana).
 */
export function createNonceText(
  domain: string,
  walletId: string,
  issuedAt: number,
  expiresAt: number,
): string {
  return [
    `${domain} wants you to sign in with your Solana account:`,
    walletId,
    '',
    'Sign in to the game companion app. This request does not send a transaction or cost a fee.',
    '',
    `Nonce: ${crypto.randomBytes(16).toString('hex')}`,
    `Issued At: ${new Date(issuedAt).toISOString()}`,
    `Expiration Time: ${new Date(expiresAt).toISOString()}`,
  ].join('\n');
}
