import { useLoginStore } from '@companion/shared-state/host';
import { deviceId, playerKey } from './playerKey';

describe('playerKey', () => {
  beforeEach(() => {
    localStorage.clear();
    useLoginStore.getState().signOut();
  });

  it('is the wallet once signed in, the same device id on every call before', () => {
    const before = playerKey();
    expect(before).toMatch(/^device:[0-9a-f-]{36}$/);
    expect(playerKey()).toBe(before);
    useLoginStore.getState().setPublicKey('PlayerKey');
    expect(playerKey()).toBe('PlayerKey');
  });

  it('keeps the device id in localStorage, so it survives a reload', () => {
    const id = deviceId();
    expect(localStorage.getItem('companion.deviceId')).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('falls back to one id for the page when storage throws or forgets what it was given', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const forgetful = {
      getItem: () => null,
      setItem: () => undefined,
    } as unknown as Storage;
    const id = deviceId(blocked);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId(blocked)).toBe(id);
    expect(deviceId(() => forgetful)).toBe(id);
  });
});
