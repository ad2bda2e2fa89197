import type { SVGProps } from 'react';

// Outline icons (24 px grid, stroke = currentColor); always decorative, the text beside them names them.
function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width={22}
      height={22}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M4 7h16M4 12h16M4 17h16" />;
export const SearchIcon = () => <Icon d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4" />;
export const NewsIcon = () => (
  <Icon d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />
);
export const HeartIcon = () => (
  <Icon d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
);
export const StarIcon = () => (
  <Icon d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3Z" />
);
export const UserIcon = () => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />;
export const LogoutIcon = () => (
  <Icon d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
);
/** A phone with a check: what the phone keeps for use without signal. */
export const OfflineIcon = () => (
  <Icon d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1.5 9.5 2 2 3-3.5M11 18h2" />
);
/** A label with text lines inside scan corners. */
export const ScanLabelIcon = () => (
  <Icon d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M8 9h8M8 12h8M8 15h5" />
);
