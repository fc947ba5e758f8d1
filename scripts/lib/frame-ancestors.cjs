// The shell may be framed only by itself and by the wallets its config allows (embedHostOrigins): the
// same list the shell checks every bridge message against (docs/embedding.md).

/** The Content-Security-Policy value for the shell's page. */
function frameAncestorsPolicy(origins = []) {
  for (const origin of origins) {
    if (new URL(origin).origin !== origin) throw new Error(`embedHostOrigins: "${origin}" is not an origin`);
  }
  return `frame-ancestors ${["'self'", ...origins].join(' ')}`;
}

module.exports = { frameAncestorsPolicy };
