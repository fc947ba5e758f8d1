// Rendering the screens to HTML needs no style sheet: a component's stylesheet import is the bundler's to
// handle (the page's own styles are inlined by PrerenderPlugin.js). Node would read the CSS as JavaScript.
require.extensions['.css'] = () => undefined;
