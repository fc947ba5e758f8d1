/** A message to sign as a person reads it: its text, or its bytes in hex when it is not text. */
export function describeMessage(bytes: Uint8Array): { kind: 'text' | 'bytes'; content: string } {
  try {
    return { kind: 'text', content: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'bytes', content: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ') };
  }
}
