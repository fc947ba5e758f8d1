import { ordinal } from './ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1ST'],
    [2, '2ND'],
    [3, '3RD'],
    [4, '4TH'],
    [10, '10TH'],
    [11, '11TH'],
    [12, '12TH'],
    [13, '13TH'],
    [14, '14TH'],
    [21, '21ST'],
    [22, '22ND'],
    [23, '23RD'],
    [100, '100TH'],
    [101, '101ST'],
    [102, '102ND'],
    [111, '111TH'],
    [112, '112TH'],
    [113, '113TH'],
    [1001, '1001ST'],
    [0, '0TH'],
    [-1, '-1ST'],
    [-11, '-11TH'],
  ])('%i → %s', (n, shown) => {
    expect(ordinal(n)).toBe(shown);
  });

  it('throws for a non-integer', () => {
    expect(() => ordinal(1.5)).toThrow('ordinal needs an integer, got 1.5');
    expect(() => ordinal(NaN)).toThrow(RangeError);
  });
});
