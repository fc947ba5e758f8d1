import { GameApiError } from '@companion/shared-state';
import { RetryKeys, answerLost } from '../src';

const lost = () => new GameApiError('unreachable', { request: 'POST /p2e/withdraw' });
const status = (code: number) => new GameApiError('failed', { request: 'POST /p2e/withdraw', status: code });

describe('RetryKeys', () => {
  it('sends a retry of an action whose answer was lost with the same key, and a new action with a new one', async () => {
    const keys = new RetryKeys();
    const sent: string[] = [];
    const fail = (error: Error) => (key: string) => {
      sent.push(key);
      return Promise.reject(error);
    };
    const answer = (key: string) => {
      sent.push(key);
      return Promise.resolve('done');
    };
    await expect(keys.send('withdraw 5 DFL', fail(lost()))).rejects.toThrow('unreachable');
    await expect(keys.send('withdraw 5 DFL', fail(status(500)))).rejects.toThrow('failed');
    await expect(keys.send('withdraw 5 DFL', answer)).resolves.toBe('done');
    await keys.send('withdraw 5 DFL', answer);
    await keys.send('withdraw 6 DFL', answer);
    const [first, second, third, fourth, other] = sent;
    expect([second, third]).toEqual([first, first]);
    expect(new Set([first, fourth, other]).size).toBe(3);
  });

  it('forgets the key once the game has answered with a refusal', async () => {
    const keys = new RetryKeys();
    const sent: string[] = [];
    const refuse = (key: string) => {
      sent.push(key);
      return Promise.reject(status(409));
    };
    await expect(keys.send('claim p-1', refuse)).rejects.toThrow('failed');
    await expect(keys.send('claim p-1', refuse)).rejects.toThrow('failed');
    expect(sent[0]).not.toBe(sent[1]);
  });
});

describe('answerLost', () => {
  it('is true when no answer came or the server failed without the game saying what became of it', () => {
    expect(answerLost(lost())).toBe(true);
    expect(answerLost(status(500))).toBe(true);
    expect(answerLost(status(504))).toBe(true);
    // The game's own 502 and 503 say nothing moved or what moved was given back; a 4xx is its verdict.
    expect([502, 503, 400, 409].map((code) => answerLost(status(code)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(answerLost(new Error('not a game call'))).toBe(false);
  });
});
