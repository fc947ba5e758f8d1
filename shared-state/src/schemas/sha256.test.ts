import { createHash, randomBytes } from 'node:crypto';
import { fromHex, sha256, sha256Hex, toHex } from './sha256';

describe('sha256', () => {
  it('matches the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it("agrees with node's crypto for every length across block boundaries", () => {
    for (let length = 0; length < 200; length++) {
      const data = new Uint8Array(randomBytes(length));
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('reads hex both ways and refuses what is not hex', () => {
    expect(toHex(fromHex('00ff10')!)).toBe('00ff10');
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });
});
