import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const csp = require('../contentSecurityPolicy.cjs') as {
  shellPolicy: (config: object, build?: { inlineScripts?: string[] }) => string;
  tabPagePolicy: (config: object) => string;
  inlineScriptSource: (text: string) => string;
  inlineScriptsOf: (html: string) => string[];
};

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as object;

/** A policy as a map of directive → its sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('lets the shell run scripts from itself, the tabs’ hosts and its hashed inline scripts only, never eval', () => {
    const hashes = [csp.inlineScriptSource('a()'), csp.inlineScriptSource('b()')];
    const policy = directives(
      csp.shellPolicy(read('shell/config.production.json'), { inlineScripts: hashes }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://tabs.invalid', ...hashes]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://game-api.invalid',
      'wss://game-api.invalid',
      'https://api.mainnet-beta.solana.com',
      'wss://api.mainnet-beta.solana.com',
      'https://tabs.invalid',
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // Framed by itself and by the Farcaster web client the template names (docs/embedding.md).
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://farcaster.xyz']);
    // Pictures: its own (icons, NFT pictures by path), the game API's, the tabs' hosts, and wallets' data: icons.
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://game-api.invalid',
      'https://tabs.invalid',
    ]);
    const { 'img-src': _images, ...rest } = policy;
    expect(JSON.stringify(rest)).not.toMatch(/unsafe|\*|https?:(?!\/\/)|data:|blob:/);
    expect(JSON.stringify(policy)).not.toMatch(/unsafe|\*|https?:(?!\/\/)|blob:/);
  });

  it('follows the local config: each tab’s origin, the chain’s own PubSub port, the wallets allowed to frame it', () => {
    const config = read('shell/public/config.json');
    const policy = directives(csp.shellPolicy(config));
    expect(policy['script-src']).toEqual([
      "'self'",
      ...[1, 2, 3, 4, 5].map((n) => `http://127.0.0.1:300${n}`),
    ]);
    expect(policy['connect-src']).toContain('ws://127.0.0.1:8900');
    expect(policy['frame-ancestors']).toEqual(["'self'", 'http://127.0.0.1:3010', 'http://localhost:3010']);
    // Without wsRpcUrl, the chain's socket is where web3.js looks for it: the next port.
    const { wsRpcUrl: _, ...noSocket } = config as { wsRpcUrl?: string };
    expect(directives(csp.shellPolicy(noSocket))['connect-src']).toContain('ws://127.0.0.1:8900');
    expect(() => csp.shellPolicy({ ...config, embedHostOrigins: ['https://wallet.test/path'] })).toThrow(
      /not an origin/,
    );
  });

  it('lets the shell connect to the host its tabs’ reports go to, when the config names one', () => {
    const config = read('shell/public/config.json');
    const reporting = { ...config, tabReportsUrl: 'http://127.0.0.1:3020/tab-reports' };
    expect(directives(csp.shellPolicy(reporting))['connect-src']).toContain('http://127.0.0.1:3020');
    expect(directives(csp.shellPolicy(config))['connect-src']).not.toContain('http://127.0.0.1:3020');
    expect(directives(csp.tabPagePolicy(reporting))['connect-src']).not.toContain('http://127.0.0.1:3020');
  });

  it('gives a tab’s own page its own scripts and the same services, with no tab host', () => {
    const policy = directives(csp.tabPagePolicy(read('shell/config.production.json')));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).not.toContain('https://tabs.invalid');
    expect(policy['connect-src']).toContain('https://game-api.invalid');
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://game-api.invalid']);
  });

  it('finds every inline script of a page and hashes it as CSP does (SHA-256 of its text)', () => {
    const html =
      '<head><script>var a=1</script><script defer src="/main.js"></script></head>' +
      '<body><script type="text/javascript">if(x)y()</script></body>';
    expect(csp.inlineScriptsOf(html)).toEqual(['var a=1', 'if(x)y()']);
    // SHA-256 of the script's text exactly, base64, quoted as a source.
    expect(csp.inlineScriptSource('var a=1')).toBe("'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='");
  });
});
