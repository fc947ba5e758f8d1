import { getGameApi } from '@companion/shared-state';
import { EARLY_INPUT_MAX_AGE_MS, askSignInInputEarly, takeSignInInput } from './signInInput';

jest.mock('@companion/shared-state', () => ({ getGameApi: jest.fn() }));

const INPUT = { input: { domain: 'app.example', nonce: 'n1' } };

describe('the sign-in input asked as the app starts', () => {
  it('is asked once and taken once; the next sign-in asks again', async () => {
    const getSignInInput = jest.fn().mockResolvedValue(INPUT);
    jest.mocked(getGameApi).mockReturnValue({ getSignInInput } as never);
    askSignInInputEarly();
    expect(getSignInInput).toHaveBeenCalledTimes(1);
    expect(getSignInInput).toHaveBeenCalledWith();
    await expect(takeSignInInput()).resolves.toBe(INPUT);
    expect(getSignInInput).toHaveBeenCalledTimes(1);
    await takeSignInInput();
    expect(getSignInInput).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure for the sign-in that takes it', async () => {
    const failure = new Error('Too many requests');
    jest.mocked(getGameApi).mockReturnValue({
      getSignInInput: jest.fn().mockRejectedValue(failure),
    } as never);
    askSignInInputEarly();
    await expect(takeSignInInput()).rejects.toBe(failure);
  });

  it('is asked again when the early one waited too long for the dialog', async () => {
    const getSignInInput = jest.fn().mockResolvedValue(INPUT);
    jest.mocked(getGameApi).mockReturnValue({ getSignInInput } as never);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      askSignInInputEarly();
      now.mockReturnValue(1_000_000 + EARLY_INPUT_MAX_AGE_MS);
      await takeSignInInput();
      expect(getSignInInput).toHaveBeenCalledTimes(2);
    } finally {
      now.mockRestore();
    }
  });
});
