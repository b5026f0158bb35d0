import { Switch } from 'radix-ui';
import { useId } from 'react';

/** An on/off switch with a visible label (Radix Switch: role="switch", Space toggles). */
export function Toggle({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="fin-field">
      <Switch.Root
        id={id}
        className="fin-toggle"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <Switch.Thumb className="fin-toggle__thumb" />
      </Switch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
