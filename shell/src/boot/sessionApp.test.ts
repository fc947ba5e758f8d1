const mockOrder: string[] = [];
let mockPrepare: (options: { onStarted?: () => void }) => Promise<void> = async ({ onStarted }) => {
  mockOrder.push('first requests');
  onStarted?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  mockOrder.push('wallet layer in');
};
jest.mock('../prepareApp', () => ({
  prepareApp: (options: { onStarted?: () => void }) => mockPrepare(options),
}));
// The factory runs when the module is first imported: the screens' modules starting.
jest.mock('../SessionApp', () => {
  mockOrder.push('screens’ modules');
  return { __esModule: true, default: () => null };
});
jest.mock('./configRequest', () => ({ requestConfig: async () => ({}) }));

describe('loadSessionApp', () => {
  it('starts the app (its first requests) before the screens’ modules, and these before the wallet layer is in', async () => {
    const { loadSessionApp } = await import('./sessionApp');
    const module = await loadSessionApp();
    expect(module.default).toBeDefined();
    expect(mockOrder).toEqual(['first requests', 'screens’ modules', 'wallet layer in']);
    // Loaded once.
    expect(await loadSessionApp()).toBe(module);
    expect(mockOrder).toHaveLength(3);
  });

  it('a start that fails is a startup failure', async () => {
    let loader: typeof import('./sessionApp') | undefined;
    jest.isolateModules(() => {
      loader = jest.requireActual<typeof import('./sessionApp')>('./sessionApp');
    });
    mockPrepare = async () => {
      throw new Error('config.json answered 503');
    };
    await expect(loader!.loadSessionApp()).rejects.toMatchObject({
      name: 'StartupFailure',
      message: 'config.json answered 503',
    });
  });
});
