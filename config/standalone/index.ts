// The entry of a tab's standalone page (config/rspack.app.js builds it into each remote's dev server). Shared
// modules are negotiated asynchronously, as in the shell: the page itself starts in ./bootstrap.
import('./bootstrap');
