import { maxAmountInput, parseAmountInput } from './parseAmountInput';

const DFL = { label: 'DFL', decimals: 9, balance: '12.5' };

test('a comma is the decimal point: "1,5" is 1.5', () => {
  expect(parseAmountInput('1,5', DFL)).toEqual({ ok: true, amount: '1.5', baseUnits: 1_500_000_000n });
});

test.each([
  ['.5', '0.5'],
  ['5.', '5'],
  [' 2.50 ', '2.5'],
  ['1 000', '1000'],
])('"%s" reads as %s', (input, amount) => {
  const result = parseAmountInput(input, { label: 'DFL', decimals: 9 });
  expect(result).toMatchObject({ ok: true, amount });
});

test.each([
  ['', 'Enter an amount'],
  ['abc', 'Enter a number, e.g. 1.5'],
  ['.', 'Enter a number, e.g. 1.5'],
  ['1.2.3', 'Enter a number, e.g. 1.5'],
  ['0', 'The amount must be greater than 0'],
  ['-1', 'The amount must be greater than 0'],
  ['0.0000000001', 'DFL allows at most 9 decimals'],
  ['12.6', 'Not enough DFL: you have 12.5'],
])('"%s" is refused: %s', (input, message) => {
  expect(parseAmountInput(input, DFL)).toMatchObject({ ok: false, message });
});

test('the whole balance is allowed, one base unit more is not', () => {
  expect(parseAmountInput('12.5', DFL).ok).toBe(true);
  expect(parseAmountInput('12.500000001', DFL).ok).toBe(false);
});

test('tickets have no decimals', () => {
  expect(parseAmountInput('1.5', { label: 'TICKET', decimals: 0 })).toMatchObject({
    ok: false,
    message: 'TICKET allows at most 0 decimals',
  });
});

test('Max cuts the balance to the token decimals without rounding up', () => {
  expect(maxAmountInput('1.23456789', 6)).toBe('1.234567');
  expect(maxAmountInput('garbage', 6)).toBe('0');
});
