import { WalletReadyState, type Adapter } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';
import { inAppBrowserWallet } from './inAppBrowser';
import { isPhoneBrowser } from './phoneBrowser';

const wallet = (name: string, readyState = WalletReadyState.Installed): Wallet =>
  ({ adapter: { name } as Adapter, readyState }) as Wallet;

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('a wallet in-app browser', () => {
  it('is a phone browser by the client hint, else by the user agent', () => {
    expect(isPhoneBrowser({ userAgent: ANDROID })).toBe(true);
    expect(isPhoneBrowser({ userAgent: IPHONE })).toBe(true);
    expect(isPhoneBrowser({ userAgent: DESKTOP })).toBe(false);
    expect(isPhoneBrowser({ userAgent: DESKTOP, userAgentData: { mobile: true } })).toBe(true);
    expect(isPhoneBrowser({ userAgent: ANDROID, userAgentData: { mobile: false } })).toBe(false);
  });

  it('on a phone, the one injected wallet is the host, whatever the app registered itself', () => {
    const phantom = wallet('Phantom');
    const listed = [
      phantom,
      wallet('Local Dev Wallet'),
      wallet('Mobile Wallet Adapter'),
      wallet('Coinbase Wallet', WalletReadyState.NotDetected),
    ];
    expect(inAppBrowserWallet(listed, true)).toBe(phantom);
  });

  it('none on a desktop, and none when no wallet or several injected themselves', () => {
    expect(inAppBrowserWallet([wallet('Phantom')], false)).toBeNull();
    expect(inAppBrowserWallet([wallet('Phantom'), wallet('Solflare')], true)).toBeNull();
    expect(inAppBrowserWallet([wallet('Phantom', WalletReadyState.NotDetected)], true)).toBeNull();
  });
});
