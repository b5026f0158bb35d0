/** A short inline list of names (chains, features) shown as chips. */
export function Chips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="shell-chips" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="shell-chip">
          {item}
        </li>
      ))}
    </ul>
  );
}
