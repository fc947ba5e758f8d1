// `pnpm check:config <file>`: checks a runtime config (config.json) for the production app on mainnet, e.g. one
// filled in from the template shell/config.production.json. Prints every problem; exits 1 if there is one.
// The rules: config/runtime/checkRuntimeConfig.ts (docs/deploying.md, "The production config"). A config that
// passes gets the Content-Security-Policy its shell's page must be served with printed (from the shell's build,
// shell/dist/csp.json, for the hashes of its inline scripts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { productionConfigProblems } from '../config/runtime/checkRuntimeConfig.ts';

const require = createRequire(import.meta.url);
const { shellPolicy } = require('../config/contentSecurityPolicy.cjs');
const SHELL_BUILD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'shell',
  'dist',
  'csp.json',
);

if (!process.argv[2]) {
  console.error('Usage: pnpm check:config <config.json> (start from shell/config.production.json)');
  process.exit(1);
}
const file = path.resolve(process.argv[2]);

let body;
try {
  body = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${error.message}`);
  process.exit(1);
}
const problems = productionConfigProblems(body);
if (problems.length) {
  console.error(`${file} is not ready for production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${file}: ready for production on mainnet.`);
if (fs.existsSync(SHELL_BUILD)) {
  const build = JSON.parse(fs.readFileSync(SHELL_BUILD, 'utf8'));
  console.log(`\nServe the shell's index.html with (for the shell built in ${path.dirname(SHELL_BUILD)}):`);
  console.log(`Content-Security-Policy: ${shellPolicy(body, build)}`);
} else {
  console.log(
    `\nBuild the shell (pnpm --filter @companion/shell build) to print its Content-Security-Policy.`,
  );
}
