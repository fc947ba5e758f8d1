/** The grid's name search: narrows the grid as the player types. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="inv-field inv-search">
      <span>Search by name</span>
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </label>
  );
}
