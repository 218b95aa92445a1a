import { useMediaQuery } from '@group/shared/ui';

/** How many achievements show side by side at the current width (same steps as the slider). */
export function useVisibleSlideCount(): number {
  const fromTablet = useMediaQuery('(min-width: 768px)');
  const fromDesktop = useMediaQuery('(min-width: 992px)');
  if (fromDesktop) return 3;
  return fromTablet ? 2 : 1;
}
