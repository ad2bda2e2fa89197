import { useState } from 'react';

/** A product photo, or a neutral drawing when there is none or it cannot be loaded (offline, gone). */
export function ProductImage({
  src,
  className = '',
}: {
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width={40}
          height={40}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        >
          <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" />
        </svg>
      </div>
    );
  }
  // Decorative: the product's name is always written next to it.
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className={`bg-white object-contain ${className}`}
    />
  );
}
