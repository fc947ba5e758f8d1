import { aboutText, changeText } from './activityText';

describe('activity text', () => {
  it('signs and groups what moved, with the token as players read it', () => {
    expect(changeText({ token: 'GOLDY', amount: '-1234.5' })).toBe('-1,234.5 GOLDY');
    expect(changeText({ token: 'TICKET', amount: '3' })).toBe('+3 tickets');
    expect(changeText({ token: 'DFL_USDC', amount: '0.000000001' })).toBe('+0.000000001 DFL/USDC');
    expect(changeText({ token: 'GOLDEN_TICKET', amount: '-1' })).toBe('-1 golden ticket');
  });

  it('names what it was about, with the detail after it', () => {
    expect(aboutText({ subject: 'Dog #12', detail: 'To level 2' })).toBe('Dog #12 · To level 2');
    expect(aboutText({ subject: 'Daily GOLDY Raffle', detail: null })).toBe('Daily GOLDY Raffle');
    expect(aboutText({ subject: null, detail: null })).toBe('');
  });
});
