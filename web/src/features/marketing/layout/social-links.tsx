const social = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/safeshelf',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM7.8 2h8.4A5.8 5.8 0 0 1 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8A5.8 5.8 0 0 1 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2Zm0 1.8a4 4 0 0 0-4 4v8.4a4 4 0 0 0 4 4h8.4a4 4 0 0 0 4-4V7.8a4 4 0 0 0-4-4H7.8Z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/safeshelf',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.25H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.06 3.76-2.06 4.02 0 4.76 2.6 4.76 6V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/safeshelf',
    path: 'M13.5 21v-7.5h2.5l.4-3H13.5V8.6c0-.86.25-1.45 1.48-1.45h1.58V4.47A21 21 0 0 0 14.3 4.35c-2.27 0-3.8 1.38-3.8 3.92v2.23H8v3h2.5V21h3Z',
  },
];

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {social.map((item) => (
        <li key={item.name}>
          <a
            href={item.href}
            rel="noopener noreferrer"
            aria-label={item.name}
            className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
          >
            <svg className="size-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={item.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
