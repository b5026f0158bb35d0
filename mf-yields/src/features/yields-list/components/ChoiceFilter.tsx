import { type KeyboardEvent, useId } from 'react';

/**
 * A multi-choice filter (chains, protocol types, assets) as a disclosure of checkboxes: every value present in
 * the data, any number chosen; none chosen means no filtering.
 */
/** Esc closes an open dropdown and puts focus back on its summary, as it does for a native select. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  event.preventDefault();
  details.open = false;
  details.querySelector('summary')?.focus();
}

export function ChoiceFilter({
  label,
  options,
  selected,
  onChange,
  format = (v) => v,
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  format?: (value: string) => string;
}) {
  const id = useId();
  const chosen = new Set(selected);
  const toggle = (value: string) =>
    onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <div className="yl-filter">
      <span className="yl-filter__label" id={id}>
        {label}
      </span>
      <details className="yl-chips" onKeyDown={closeOnEscape}>
        <summary className="fin-select" aria-describedby={id}>
          {selected.length === 0 ? `All ${label.toLowerCase()}` : selected.map(format).join(', ')}
        </summary>
        <fieldset className="yl-chips__panel" aria-labelledby={id}>
          {options.map((value) => (
            <label key={value} className="yl-chips__option">
              <input type="checkbox" checked={chosen.has(value)} onChange={() => toggle(value)} />
              {format(value)}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
