import {
  PROTOCOL,
  agreeVersion,
  fromBase64,
  isBase64,
  isWebUrl,
  readFrameMessage,
  readHostMessage,
  toBase64,
} from './protocol';

describe('the protocol readers', () => {
  it('round-trips bytes through base64, large ones included', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes));
    expect(toBase64(new Uint8Array([0xff, 0, 1]))).toBe('/wAB');
  });

  it('accepts base64 only within the size limit', () => {
    expect(isBase64(toBase64(new Uint8Array(32)), 32)).toBe(true);
    expect(isBase64(toBase64(new Uint8Array(33)), 32)).toBe(false);
    expect(isBase64('not base64!', 100)).toBe(false);
    expect(isBase64([1, 2, 3], 100)).toBe(false);
  });

  it('lets through web addresses only', () => {
    expect(isWebUrl('https://explorer.solana.com/tx/1')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:3000/')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'nope', 42]) {
      expect(isWebUrl(bad)).toBe(false);
    }
  });

  it('drops messages that are not ours or are malformed', () => {
    for (const data of [
      null,
      'hello',
      { type: 'hello', id: '1', versions: [1] },
      { protocol: PROTOCOL, type: 'hello' },
    ]) {
      expect(readFrameMessage(data)).toBeNull();
    }
    expect(
      readHostMessage({ protocol: PROTOCOL, id: '1', type: 'welcome', version: 1, host: { name: 'x' } }),
    ).toBeNull();
    const icon = 'https://tracker.example/icon.png';
    expect(
      readHostMessage({
        protocol: PROTOCOL,
        id: '1',
        type: 'welcome',
        version: 1,
        host: { name: 'x', icon, chains: ['solana:mainnet'] },
      }),
    ).toBeNull();
    expect(
      readHostMessage({
        protocol: PROTOCOL,
        id: '1',
        type: 'response',
        version: 1,
        error: { code: 'NOPE', message: '' },
      }),
    ).toBeNull();
    expect(
      readHostMessage({
        protocol: PROTOCOL,
        id: '1',
        type: 'accountsChanged',
        version: 1,
        accounts: [{ address: 'x', publicKey: '' }],
      }),
    ).toBeNull();
  });

  it('marks a request with an unknown method or bad params invalid, so the host can answer it', () => {
    const base = { protocol: PROTOCOL, id: '1', type: 'request', version: 1 };
    expect(readFrameMessage({ ...base, method: 'drain', params: {} })).toMatchObject({ valid: false });
    expect(
      readFrameMessage({ ...base, method: 'signMessage', params: { address: 'x', message: 'AA==' } }),
    ).toMatchObject({
      valid: false,
    });
    expect(
      readFrameMessage({ ...base, method: 'openLink', params: { url: 'https://a.example' } }),
    ).toMatchObject({
      valid: true,
    });
  });

  it('settles on the highest common version', () => {
    expect(agreeVersion([1, 2], [1, 2, 3])).toBe(2);
    expect(agreeVersion([4], [1])).toBeNull();
  });
});
