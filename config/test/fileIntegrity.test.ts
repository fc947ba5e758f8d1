import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { folderIntegrity, sriOf } = require('../fileIntegrity.cjs') as {
  folderIntegrity: (dir: string) => Record<string, string>;
  sriOf: (bytes: Buffer | string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RemoteIntegrityPlugin } = require('../remoteIntegrityPlugin.cjs') as {
  RemoteIntegrityPlugin: new () => { apply: (compiler: object) => void };
};

describe('the hashes a deploy records', () => {
  it('hashes every file of a build folder but its source maps and Brotli copies, by path, as SHA-384 integrity values', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry');
      fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{}');
      fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'compressed entry');
      fs.writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
      const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
      expect(folderIntegrity(dir)).toEqual({
        'assets/logo.svg': sha384('<svg/>'),
        'remoteEntry.js': sha384('entry'),
      });
      expect(Object.keys(folderIntegrity(dir))).toEqual(['assets/logo.svg', 'remoteEntry.js']);
      expect(sriOf('entry')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a production tab’s chunk loading', () => {
  /** The code Rspack's RuntimePlugin hooks return for a chunk's <script> and <link>, with the plugin applied. */
  function hooked(): { script: string; link: string } {
    const taps: Record<string, (code: string) => string> = {};
    const hook = (name: string) => ({ tap: (_: string, fn: (code: string) => string) => (taps[name] = fn) });
    new RemoteIntegrityPlugin().apply({
      hooks: { compilation: { tap: (_: string, fn: (c: object) => void) => fn({}) } },
      rspack: {
        RuntimePlugin: {
          getCompilationHooks: () => ({ createScript: hook('createScript'), createLink: hook('createLink') }),
        },
      },
    });
    return {
      script: taps.createScript!("script = document.createElement('script');\nscript.src = url;"),
      link: taps.createLink!("link = document.createElement('link');\nlink.href = url;"),
    };
  }

  it('hands every chunk’s element to the shell’s checker once its address is set', () => {
    const attach = jest.fn();
    const global = globalThis as Record<string, unknown>;
    global.__COMPANION_REMOTE_INTEGRITY__ = { attach };
    try {
      const { script, link } = hooked();
      const made: { src?: string; href?: string }[] = [];
      const document = { createElement: () => (made.push({}), made[made.length - 1]) };
      new Function('document', 'url', `var script, link; ${script}; ${link}`)(document, 'https://t/x.js');
      expect(attach.mock.calls).toEqual([
        [made[0], 'https://t/x.js'],
        [made[1], 'https://t/x.js'],
      ]);
    } finally {
      delete global.__COMPANION_REMOTE_INTEGRITY__;
    }
  });
});
