import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PACKAGE_DIR = path.join(__dirname, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the process printed up to its ready line (e.g. whether dev routes are on). */
  startupOutput: string;
}

/**
 * Runs `src/main.ts` in its own process and resolves on its ready line. Node loads tsx as a hook instead
 * of through the tsx command, which would put the server in a grandchild that a kill -9 would miss.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const loader = pathToFileURL(require.resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', loader, 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, GAME_API_PORT: '0', LOG_LEVEL: 'silent', ENABLE_DEV_ROUTES: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /game-api ready (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve({ url: ready[1], child, exited, startupOutput: output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(Object.assign(new Error(`game-api exited (${code}): ${output}`), { output, code })),
    );
  });
}
