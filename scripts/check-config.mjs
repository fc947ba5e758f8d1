// `pnpm check:config <file>`: checks a runtime config (config.json) for the production app on mainnet, e.g. one
// filled in from the template shell/config.production.json. Prints every problem; exits 1 if there is one.
// The rules: config/runtime/checkRuntimeConfig.ts (docs/deploying.md, "The production config").
import fs from 'node:fs';
import path from 'node:path';
import { productionConfigProblems } from '../config/runtime/checkRuntimeConfig.ts';

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
