// Writes each package's counts where the root test command adds them up into one closing line.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.join(__dirname, '..'), this.rootDir).replace(/[\\/]/g, '-') || 'root';
    const summary = {
      package: name,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
