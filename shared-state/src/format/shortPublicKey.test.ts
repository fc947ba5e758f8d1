import { shortPublicKey } from './shortPublicKey';

describe('shortPublicKey', () => {
  it('shows the first 4 characters, "....", and the last 4', () => {
    expect(shortPublicKey('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCD....WXYZ');
    expect(shortPublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe....VFin');
  });

  it('shortens a 9-character key', () => {
    expect(shortPublicKey('123456789')).toBe('1234....6789');
  });

  it('returns keys of 8 characters or fewer as they are', () => {
    expect(shortPublicKey('12345678')).toBe('12345678');
    expect(shortPublicKey('abc')).toBe('abc');
    expect(shortPublicKey('')).toBe('');
  });
});
