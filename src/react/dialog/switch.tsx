/** What a dialog switch shows and does: one category's or one service's. */
interface SwitchProps {
  part: 'switch' | 'service-switch';
  checked: boolean;
  /** Shown, announced as disabled, and a click does nothing (necessary, or turned off by GPC). */
  locked: boolean;
  label: string;
  describedBy: string | undefined;
  /** `data-category` or `data-service`, so a page or a test finds the switch of a name. */
  data: Record<`data-${string}`, string>;
  onToggle(): void;
}

/** The dialog's on/off switch (a button with role switch), for the categories and their services alike. */
export function Switch({ part, checked, locked, label, describedBy, data, onToggle }: SwitchProps) {
  return (
    <button
      part={part}
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-disabled={locked || undefined}
      aria-label={label}
      aria-describedby={describedBy}
      {...data}
      onClick={() => {
        if (!locked) onToggle();
      }}
    >
      <span className="thumb" aria-hidden="true" />
    </button>
  );
}
