// SHA-256 from @noble/hashes (audited, synchronous, no dependency), so the game server and the raffles tab
// compute a draw with the same code in node and in any browser (Web Crypto's digest is async and absent on
// plain http).
import { sha256 as nobleSha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/** The SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** "00ff" → [0, 255]; null when the text is not an even number of hex digits. */
export function fromHex(text: string): Uint8Array | null {
  return /^(?:[0-9a-f]{2})*$/i.test(text) ? hexToBytes(text) : null;
}

/** The SHA-256 of a text's UTF-8 bytes, in lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(nobleSha256(utf8ToBytes(text)));
}
