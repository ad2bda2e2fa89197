import { useId, useState, type ReactNode } from 'react';

interface DisclosureProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** Heading level wrapping the toggle button, so the outline stays navigable. */
  headingLevel?: 2 | 3;
}

/** A heading whose button shows or hides the panel below it (WAI-ARIA disclosure). */
export function Disclosure({ title, open, onToggle, children, headingLevel = 3 }: DisclosureProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-brand-50"
        >
          <span>{title}</span>
          <svg
            className={`size-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path
              fillRule="evenodd"
              d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            />
          </svg>
        </button>
      </Heading>
      <div id={id} hidden={!open} className="px-5 pb-5 text-slate-700">
        {children}
      </div>
    </div>
  );
}

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Disclosures of which at most one is open at a time. */
export function Accordion({
  items,
  defaultOpen = null,
  headingLevel,
}: {
  items: AccordionItem[];
  defaultOpen?: string | null;
  headingLevel?: 2 | 3;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpen);
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <Disclosure
          key={item.id}
          title={item.title}
          open={openId === item.id}
          onToggle={() => setOpenId(openId === item.id ? null : item.id)}
          headingLevel={headingLevel}
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
