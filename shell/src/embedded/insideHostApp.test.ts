import { insideHostApp } from './insideHostApp';

afterEach(() => delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView);

describe('inside a host app', () => {
  it('a page of its own is not; a Farcaster phone client’s web view is', () => {
    expect(insideHostApp()).toBe(false);
    Object.assign(window, { ReactNativeWebView: { postMessage: () => undefined } });
    expect(insideHostApp()).toBe(true);
  });

  it('a frame is', () => {
    const parent = jest.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    expect(insideHostApp()).toBe(true);
    parent.mockRestore();
  });
});
