import { mayBeFarcasterClient, type HostWindow } from './mayBeFarcasterClient';

const WALLET = 'http://127.0.0.1:3010';
const FARCASTER = 'https://farcaster.xyz';

/** A window framed by `parent` (an origin as the browser reports it, or null when it does not). */
function framed(parent: string | null, { referrer = '' } = {}): HostWindow {
  const win = {
    parent: {} as Window,
    document: { referrer } as Document,
    location: { ancestorOrigins: parent === null ? undefined : [parent] },
  };
  return win;
}

function topLevel(extra: Partial<HostWindow> = {}): HostWindow {
  const win = { document: { referrer: '' } as Document, location: {}, ...extra } as HostWindow;
  (win as { parent: unknown }).parent = win;
  return win;
}

describe('a Farcaster client, told without loading its SDK', () => {
  it('a page of its own is not one; a phone client’s web view is', () => {
    expect(mayBeFarcasterClient([WALLET], topLevel())).toBe(false);
    expect(mayBeFarcasterClient([WALLET], topLevel({ ReactNativeWebView: {} }))).toBe(true);
  });

  it('a frame from a wallet on the bridge’s allow-list is the bridge’s; any other frame may be Farcaster', () => {
    expect(mayBeFarcasterClient([WALLET], framed(WALLET))).toBe(false);
    expect(mayBeFarcasterClient([WALLET], framed(FARCASTER))).toBe(true);
    expect(mayBeFarcasterClient([], framed(FARCASTER))).toBe(true);
  });

  it('without ancestorOrigins the referrer names the framing page', () => {
    expect(mayBeFarcasterClient([WALLET], framed(null, { referrer: `${WALLET}/` }))).toBe(false);
    expect(mayBeFarcasterClient([WALLET], framed(null, { referrer: `${FARCASTER}/~/apps` }))).toBe(true);
  });

  it('when the browser does not say who frames it, wallets on the allow-list go first', () => {
    expect(mayBeFarcasterClient([WALLET], framed(null))).toBe(false);
    expect(mayBeFarcasterClient([], framed(null))).toBe(true);
  });
});
