import { maxAmount, validateAmount } from './validateAmount';

const DFL = { label: 'DFL', decimals: 9, balance: '12.5' };
const message = (input: string, rules = DFL) => {
  const check = validateAmount(input, rules);
  return check.ok ? null : check.message;
};

describe('validateAmount', () => {
  it('asks for an amount when the field is empty or blank', () => {
    expect(message('')).toBe('Enter an amount');
    expect(message('   ')).toBe('Enter an amount');
  });

  it.each(['abc', '.', '-', '1.2.3', '1,5', '1e3', '+1', '0x10', '1 000', 'Infinity', 'NaN', '--1'])(
    'rejects the malformed %p',
    (input) => expect(message(input)).toBe('Enter a valid amount'),
  );

  it.each(['0', '0.0', '.0', '000', '0.000000000', '-1', '-0.5', '-0'])(
    'rejects %p as not above zero',
    (input) => expect(message(input)).toBe('The amount must be greater than 0'),
  );

  it("limits the decimals to the token's, naming the token and its decimals", () => {
    expect(message('1.0000000001')).toBe('DFL allows at most 9 decimals');
    expect(message('0.1234567891', { label: 'GOLDY', decimals: 9, balance: '100' })).toBe(
      'GOLDY allows at most 9 decimals',
    );
    expect(message('0.000000001')).toBeNull();
  });

  it('refuses more than the balance, quoting the balance as shown', () => {
    expect(message('12.500000001')).toBe('Insufficient balance: you have 12.5 DFL');
    expect(message('13')).toBe('Insufficient balance: you have 12.5 DFL');
    expect(message('1', { label: 'GOLDY', decimals: 9, balance: '0' })).toBe(
      'Insufficient balance: you have 0 GOLDY',
    );
  });

  it('accepts up to the exact balance, on base units with no float rounding', () => {
    const big = { label: 'DFL', decimals: 9, balance: '123456789.123456789' };
    expect(validateAmount('123456789.123456789', big)).toEqual({
      ok: true,
      amount: '123456789.123456789',
      baseUnits: 123456789123456789n,
    });
    // As floats these two are equal; as base units the second is one unit more than the balance.
    expect(message('123456789.12345679', big)).toBe('Insufficient balance: you have 123456789.123456789 DFL');
  });

  it('normalizes what it accepts', () => {
    expect(validateAmount(' .50 ', DFL)).toMatchObject({ ok: true, amount: '0.5', baseUnits: 500_000_000n });
    expect(validateAmount('5.', DFL)).toMatchObject({ ok: true, amount: '5' });
    expect(validateAmount('007', DFL)).toMatchObject({ ok: true, amount: '7' });
  });

  it('treats an unreadable balance as nothing rather than letting any amount through', () => {
    expect(message('1', { ...DFL, balance: 'n/a' })).toBe('Insufficient balance: you have n/a DFL');
  });
});

describe('maxAmount', () => {
  it("is the whole balance, cut to the token's decimals", () => {
    expect(maxAmount('12.5', 9)).toBe('12.5');
    expect(maxAmount('1.1234567899', 9)).toBe('1.123456789');
    expect(maxAmount('0', 9)).toBe('0');
  });
});
