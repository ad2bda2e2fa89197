/** The SafeShelf mark: a shelf-shaped shield with a check, in the brand greens. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 2 5 8v11c0 9.5 6.4 16.4 15 19 8.6-2.6 15-9.5 15-19V8L20 2Z" fill="#15803d" />
      <path
        d="M20 6.3 9 10.7v8.6c0 7.3 4.7 12.9 11 15.2 6.3-2.3 11-7.9 11-15.2v-8.6L20 6.3Z"
        fill="#22c55e"
        opacity=".35"
      />
      <path
        d="m13.5 20.2 4.6 4.6 8.6-9.3"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
