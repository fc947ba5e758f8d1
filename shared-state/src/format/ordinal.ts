/**
 * 1 → "1ST", 2 → "2ND", 3 → "3RD", 4 → "4TH"; 11-13 of every hundred take TH ("111TH"). Places are
 * integers, so anything else is a programming error and throws.
 */
export function ordinal(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`ordinal needs an integer, got ${n}`);
  const lastTwo = Math.abs(n) % 100;
  const last = lastTwo % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'TH' : last === 1 ? 'ST' : last === 2 ? 'ND' : last === 3 ? 'RD' : 'TH';
  return `${n}${suffix}`;
}
