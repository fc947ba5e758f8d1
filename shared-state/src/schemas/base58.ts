// The Bitcoin base58 alphabet Solana uses for keys, signatures and serialized transactions.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const VALUES = new Map<string, number>([...ALPHABET].map((char, index) => [char, index]));

/**
 * Decodes base58 text to bytes, or null when it is not base58. Kept here (not a library) so the
 * schema module has no dependency beyond zod and can run in the browser and on the server alike.
 */
export function decodeBase58(text: string): Uint8Array | null {
  if (text.length === 0) return null;
  const bytes: number[] = [];
  for (const char of text) {
    let carry = VALUES.get(char);
    if (carry === undefined) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  // Each leading '1' stands for one leading zero byte.
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}
