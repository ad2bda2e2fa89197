import type { HTMLAttributes } from 'react';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Render as another sectioning element (article for self-contained content). */
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ as: Tag = 'div', className = '', ...rest }: CardProps) {
  return (
    <Tag
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`.trim()}
      {...rest}
    />
  );
}
