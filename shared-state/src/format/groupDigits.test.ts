import { groupDigits } from './groupDigits';

test.each([
  ['0', '0'],
  ['999', '999'],
  ['1000', '1,000'],
  ['1234567.891234567', '1,234,567.891234567'],
  ['-1234.5', '-1,234.5'],
  ['0.000001', '0.000001'],
  ['123456789012345678901', '123,456,789,012,345,678,901'],
])('groupDigits(%s) = %s', (input, expected) => {
  expect(groupDigits(input)).toBe(expected);
});

test('text that is not a decimal is left as it is', () => {
  expect(groupDigits('n/a')).toBe('n/a');
});
