export type ChevronIconProps = { className?: string };

/** A small down-pointing chevron; rotated by CSS when its toggle is expanded. */
export function ChevronIcon({ className }: ChevronIconProps) {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
