/**
 * Digit grouping for an exact decimal string: "1234567.891234567" → "1,234,567.891234567". Works on the
 * text, never through a float, so 9-decimal amounts keep every digit (docs/product-rules.md, "Amounts").
 */
export function groupDigits(amount: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
