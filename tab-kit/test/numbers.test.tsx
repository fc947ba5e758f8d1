import { render, screen } from '@testing-library/react';
import {
  Amount,
  amountText,
  formatAmount,
  formatMoment,
  formatPercent,
  formatTimeLeft,
  unitName,
} from '../src';

describe('one number format across screens', () => {
  test('amounts: grouped, cut to a sensible precision, never rounded up, tiny ones not shown as 0', () => {
    expect(formatAmount('1234567.891234567')).toBe('1,234,567.891234');
    expect(formatAmount('0.000000123')).toBe('< 0.000001');
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('12.500000000', 2)).toBe('12.5');
    expect(formatAmount('0.999999999', 2)).toBe('0.99');
  });

  test('percentages: rounded as players read them, grouped', () => {
    expect(formatPercent('1576800.00')).toBe('1,576,800 %');
    expect(formatPercent('42.57')).toBe('42.5 %');
    expect(formatPercent('8.259')).toBe('8.25 %');
    expect(formatPercent('0.001')).toBe('< 0.01 %');
    expect(formatPercent('0')).toBe('0 %');
  });
});

describe('amounts with their units as players read them', () => {
  test('tickets are counted in words, one or many; tokens keep their symbol', () => {
    expect(amountText('7', 'TICKET')).toBe('7 tickets');
    expect(amountText(1n, 'TICKET')).toBe('1 ticket');
    expect(amountText('1', 'GOLDEN TICKET')).toBe('1 golden ticket');
    expect(amountText(0, 'GOLDEN_TICKET')).toBe('0 golden tickets');
    expect(amountText('+3', 'TICKET')).toBe('+3 tickets');
    expect(amountText('-1', 'TICKET')).toBe('-1 ticket');
    expect(amountText('1234.5', 'GOLDY')).toBe('1,234.5 GOLDY');
    expect(amountText('0.000000123', 'DFL', 6)).toBe('< 0.000001 DFL');
    expect(amountText('12', 'NFT')).toBe('12 NFTs');
    expect(unitName('DFL/USDC LP', '2')).toBe('DFL/USDC LP');
    expect(unitName('TICKET', '1.000')).toBe('ticket');
  });

  test('Amount writes the unit the same way', () => {
    render(
      <p>
        You have <Amount value="7" unit="TICKET" />.
      </p>,
    );
    expect(screen.getByText(/You have/).textContent).toBe('You have 7 tickets.');
  });
});

describe('times as players read them', () => {
  test('time left: HH:MM:SS, a started second counted whole, hours not capped at a day', () => {
    expect(formatTimeLeft(3_723_000, 0)).toBe('01:02:03');
    expect(formatTimeLeft(1_500, 1_000)).toBe('00:00:01');
    expect(formatTimeLeft(1_000, 1_000)).toBe('00:00:00');
    expect(formatTimeLeft(30 * 86_400_000, 0)).toBe('720:00:00');
  });

  test('moments: the en-US date and time of every screen', () => {
    expect(formatMoment('2026-07-01T12:00:00.000Z')).toMatch(/^\d\d\/\d\d\/2026, \d\d:\d\d [AP]M$/);
  });
});
