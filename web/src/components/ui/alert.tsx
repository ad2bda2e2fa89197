import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, string> = {
  success: 'border-brand-300 bg-brand-50 text-brand-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

/** A message after an action. Errors interrupt screen readers (role=alert); the rest are polite. */
export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${tones[tone]} ${className}`.trim()}
    >
      {children}
    </div>
  );
}
