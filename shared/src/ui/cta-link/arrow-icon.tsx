export type ArrowIconProps = {
  variant: 'light' | 'dark';
  className?: string;
};

const STROKE = { light: '#ffffff', dark: '#14171f' } as const;

/** The call-to-action arrow. Decorative: the link text names the action. */
export function ArrowIcon({ variant, className }: ArrowIconProps) {
  return (
    <svg
      className={className}
      width="24"
      height="12"
      viewBox="0 0 24 12"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <path d="M0 6h22M17 1l5 5-5 5" stroke={STROKE[variant]} strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
