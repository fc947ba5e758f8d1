/** Line icons for the five tabs (24×24, drawn with the text colour); the link's text is its name. */
const PATHS: Record<string, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  transfer: 'M4 8h14m-4-4 4 4-4 4M20 16H6m4-4-4 4 4 4',
  inventory: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  staking: 'M12 3 3 8l9 5 9-5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5',
  raffles: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
};

export function NavIcon({ name }: { name: string }) {
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
      <path d={PATHS[name] ?? PATHS.home} />
    </svg>
  );
}
