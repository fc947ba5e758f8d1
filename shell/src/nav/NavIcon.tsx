/**
 * A tab's line icon (24×24, drawn with the text colour): the path data of its `icon` in config/tabs.json, so a
 * new tab brings its own. The link's text is its name.
 */
export function NavIcon({ path }: { path: string }) {
  return (
    <svg
      className="bottom-nav__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
