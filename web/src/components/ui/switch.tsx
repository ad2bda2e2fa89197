import { useId } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label. */
  hint?: string;
}

/** An on/off setting: a button with role "switch" named by the label beside it (44 px tall row). */
export function Switch({ label, checked, onChange, hint }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? 'border-brand-700 bg-brand-700' : 'border-slate-400 bg-slate-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
      <span className="flex flex-col">
        <label
          htmlFor={id}
          className="cursor-pointer text-sm font-medium text-slate-900 sm:text-base"
        >
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-slate-600 sm:text-sm">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
