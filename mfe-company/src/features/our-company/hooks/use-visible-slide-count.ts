import { useMediaQuery } from '@group/shared/ui';

/**
 * How many achievements show side by side at the current width (same steps as the slider). The
 * server cannot know the width: it answers 1, as does the browser while it hydrates.
 */
export function useVisibleSlideCount(): number {
  const fromTablet = useMediaQuery('(min-width: 768px)', false);
  const fromDesktop = useMediaQuery('(min-width: 992px)', false);
  if (fromDesktop) return 3;
  return fromTablet ? 2 : 1;
}
