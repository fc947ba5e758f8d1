import { copyText } from './copyText';

describe('copyText', () => {
  afterEach(() => {
    Object.assign(navigator, { clipboard: undefined });
  });

  it('uses the Clipboard API where the page may', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await expect(copyText('MintAddress')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('MintAddress');
  });

  it('falls back to the copy command, and says when nothing was copied', async () => {
    Object.assign(navigator, {
      clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('no'))) },
    });
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    await expect(copyText('MintAddress')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValueOnce(false);
    await expect(copyText('MintAddress')).resolves.toBe(false);
  });
});
