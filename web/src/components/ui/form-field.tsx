import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The one size of every checkbox and radio button (20 px, easy to hit, the same on every page). */
export const choiceClass = 'size-5 shrink-0 accent-brand-700';

interface FieldShellProps {
  label: ReactNode;
  /** Translated error text; marks the control invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** Label, control, hint and error wired together by id. Use directly for custom controls. */
export function FieldShell({ label, error, hint, className = '', children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-600 aria-invalid:bg-red-50/40';

interface Common {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  label,
  error,
  hint,
  className,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className={controlClasses} {...control} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ref,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea ref={ref} rows={5} className={controlClasses} {...control} {...textarea} />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  ref,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} className={controlClasses} {...control} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
