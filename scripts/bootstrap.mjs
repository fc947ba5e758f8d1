// pnpm + packages: the first step of every root command.
import pnpmTools from './lib/pnpm.cjs';

pnpmTools.installPackages();
