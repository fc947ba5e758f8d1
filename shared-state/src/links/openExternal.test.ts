import { externalLinkProps, openExternal, provideLinkOpener } from './openExternal';

describe('openExternal', () => {
  afterEach(() => provideLinkOpener(null));

  it('opens a new browser tab without giving it a handle on the app', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://explorer.solana.com/tx/abc');
    expect(open).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc', '_blank', 'noopener,noreferrer');
  });

  it('goes where the shell says once it provides an opener (the wallet, when embedded)', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const viaWallet = jest.fn();
    provideLinkOpener(viaWallet);
    openExternal('https://explorer.solana.com/tx/abc');
    expect(viaWallet).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc');
    expect(open).not.toHaveBeenCalled();
  });

  it('gives links the props to open through it instead of navigating', () => {
    const viaWallet = jest.fn();
    provideLinkOpener(viaWallet);
    const props = externalLinkProps('https://explorer.solana.com/tx/abc');
    expect(props).toMatchObject({
      href: 'https://explorer.solana.com/tx/abc',
      target: '_blank',
      rel: 'noreferrer',
    });
    const event = { preventDefault: jest.fn() };
    props.onClick(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(viaWallet).toHaveBeenCalledWith('https://explorer.solana.com/tx/abc');
  });
});
