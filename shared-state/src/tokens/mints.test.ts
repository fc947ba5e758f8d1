import { TICKET_IDS, mintFor, tokenTypeForInGameMint } from './mints';

const mints = { GOLDY: 'GoLdYmInT', DFL: 'DfLmInT', USDC: 'UsDcMiNt', DFL_USDC: 'LpMiNt' };

describe('tokenTypeForInGameMint', () => {
  it('reads GOLDY and DFL by their mint addresses', () => {
    expect(tokenTypeForInGameMint('GoLdYmInT', mints)).toBe('GOLDY');
    expect(tokenTypeForInGameMint('DfLmInT', mints)).toBe('DFL');
  });

  it('reads the tickets as DefaultTicket / GoldenTicket', () => {
    expect(tokenTypeForInGameMint('DefaultTicket', mints)).toBe('TICKET');
    expect(tokenTypeForInGameMint('GoldenTicket', mints)).toBe('GOLDEN_TICKET');
  });

  it('reads the tickets as TicketDefault / TicketGold too', () => {
    expect(tokenTypeForInGameMint('TicketDefault', mints)).toBe('TICKET');
    expect(tokenTypeForInGameMint('TicketGold', mints)).toBe('GOLDEN_TICKET');
  });

  it('gives undefined for anything else, including GLOBAL-only mints and an empty id', () => {
    expect(tokenTypeForInGameMint('UsDcMiNt', mints)).toBeUndefined();
    expect(tokenTypeForInGameMint('LpMiNt', mints)).toBeUndefined();
    expect(tokenTypeForInGameMint('defaultticket', mints)).toBeUndefined();
    expect(tokenTypeForInGameMint('', { GOLDY: '', DFL: '' })).toBeUndefined();
  });
});

describe('mintFor', () => {
  it('takes chain tokens from the config and tickets from their in-game ids', () => {
    expect(TICKET_IDS).toEqual({ TICKET: 'DefaultTicket', GOLDEN_TICKET: 'GoldenTicket' });
    expect(mintFor('GLOBAL', 'DFL_USDC', mints)).toBe('LpMiNt');
    expect(mintFor('GLOBAL', 'USDC', mints)).toBe('UsDcMiNt');
    expect(mintFor('IN_GAME', 'GOLDY', mints)).toBe('GoLdYmInT');
    expect(mintFor('IN_GAME', 'TICKET', mints)).toBe('DefaultTicket');
    expect(mintFor('IN_GAME', 'GOLDEN_TICKET', mints)).toBe('GoldenTicket');
    expect(mintFor('GLOBAL', 'TICKET', mints)).toBe('');
  });
});
