import { useId } from 'react';

export type SiteLogoProps = { className?: string };

/**
 * The "Meridian Group" wordmark, inline so it needs no request and takes the text colour
 * (`currentColor`) of wherever it sits, e.g. the header before and after scrolling.
 */
export function SiteLogo({ className }: SiteLogoProps) {
  const titleId = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 208 44"
      width="208"
      height="44"
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>Meridian Group</title>
      <g fill="none" stroke="currentColor" strokeWidth="2.2">
        <circle cx="22" cy="22" r="18" />
        <ellipse cx="22" cy="22" rx="7.5" ry="18" />
        <path d="M4 22h36" />
      </g>
      <circle cx="22" cy="4" r="2.6" fill="var(--color-accent, #c9a227)" />
      <text
        x="52"
        y="23"
        fill="currentColor"
        fontFamily="var(--font-heading, Georgia, 'Times New Roman', serif)"
        fontSize="19"
        fontWeight="700"
        letterSpacing="2.4"
      >
        MERIDIAN
      </text>
      <text
        x="53"
        y="38"
        fill="var(--color-accent, #c9a227)"
        fontFamily="var(--font-body, 'Helvetica Neue', Arial, sans-serif)"
        fontSize="10"
        fontWeight="600"
        letterSpacing="6.2"
      >
        GROUP
      </text>
    </svg>
  );
}
