import { TOKENS } from './tokenTable';
import { TokenType } from './tokenType';
import { WALLET_TOKENS, isWalletToken } from './walletContents';
import { WalletType } from './walletType';

describe('token identifiers', () => {
  it('names the two wallet types', () => {
    expect(WalletType).toEqual({ IN_GAME: 'IN_GAME', GLOBAL: 'GLOBAL' });
  });

  it('names the six token types, the LP token as DFL_USDC', () => {
    expect(TokenType).toEqual({
      DFL: 'DFL',
      GOLDY: 'GOLDY',
      DFL_USDC: 'DFL_USDC',
      USDC: 'USDC',
      TICKET: 'TICKET',
      GOLDEN_TICKET: 'GOLDEN_TICKET',
    });
  });
});

describe('TOKENS', () => {
  it.each([
    ['DFL', 'DFL', 9, '/icons/dfl.webp'],
    ['GOLDY', 'GOLDY', 9, '/icons/goldy.webp'],
    ['DFL_USDC', 'DFL/USDC', 9, '/icons/dfl-usdc.webp'],
    ['USDC', 'USDC', 6, '/icons/usdc.webp'],
    ['TICKET', 'TICKET', 0, '/icons/ticket.webp'],
    ['GOLDEN_TICKET', 'GOLDEN TICKET', 0, '/icons/golden-ticket.webp'],
  ] as const)('%s: label %s, %i decimals, icon %s', (type, label, decimals, icon) => {
    expect(TOKENS[type]).toEqual({ symbol: type, label, decimals, icon });
  });

  it('has exactly one entry per token type', () => {
    expect(Object.keys(TOKENS).sort()).toEqual(Object.values(TokenType).sort());
  });
});

describe('WALLET_TOKENS', () => {
  it('IN_GAME holds GOLDY, DFL, TICKET, GOLDEN TICKET', () => {
    expect(WALLET_TOKENS.IN_GAME).toEqual(['GOLDY', 'DFL', 'TICKET', 'GOLDEN_TICKET']);
  });

  it('GLOBAL holds GOLDY, DFL, DFL/USDC, USDC', () => {
    expect(WALLET_TOKENS.GLOBAL).toEqual(['GOLDY', 'DFL', 'DFL_USDC', 'USDC']);
  });

  it('tells whether a wallet holds a token', () => {
    expect(isWalletToken(WalletType.IN_GAME, TokenType.TICKET)).toBe(true);
    expect(isWalletToken(WalletType.IN_GAME, TokenType.USDC)).toBe(false);
    expect(isWalletToken(WalletType.GLOBAL, TokenType.DFL_USDC)).toBe(true);
    expect(isWalletToken(WalletType.GLOBAL, TokenType.GOLDEN_TICKET)).toBe(false);
  });
});
