// react-router's production build, for production builds (config/rspack.app.js).
const fs = require('node:fs');
const path = require('node:path');

/**
 * react-router ships a production build beside its development one, but its package exports name only the
 * development files, whatever the mode: bundled as is, every navigation runs its development checks and
 * warnings on the player's phone (docs/performance.md, "Sign-in round trip"). The aliases point the two
 * entries the app imports (react-router, and react-router/dom through react-router-dom) at their production
 * twins. Resolved from the app's own folder, as its imports are; an app without react-router gets none.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function reactRouterProduction(appDir) {
  let development;
  try {
    development = require.resolve('react-router', { paths: [appDir] });
  } catch {
    return {};
  }
  const dist = path.dirname(path.dirname(development));
  const alias = {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
  // A later react-router laid out otherwise keeps its own resolution rather than a broken one.
  return Object.values(alias).every((file) => fs.existsSync(file)) ? alias : {};
}

module.exports = { reactRouterProduction };
