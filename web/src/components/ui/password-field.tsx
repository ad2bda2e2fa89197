import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlClasses, FieldShell } from './form-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Accessible names of the toggle, e.g. "Show password" / "Hide password". */
  showLabel: string;
  hideLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle button. */
export function PasswordField({
  label,
  error,
  hint,
  showLabel,
  hideLabel,
  className,
  ref,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            className={`${controlClasses} pr-12`}
            {...control}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-pressed={visible}
            aria-label={visible ? hideLabel : showLabel}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-800"
          >
            <svg
              className="size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
