const SHOWN = 4;

/** "ABCDefgh…WXYZ" → "ABCD....WXYZ" (docs/product-rules.md, "Formatting"); keys too short to shorten are shown whole. */
export function shortPublicKey(key: string): string {
  if (key.length <= SHOWN * 2) return key;
  return `${key.slice(0, SHOWN)}....${key.slice(-SHOWN)}`;
}
