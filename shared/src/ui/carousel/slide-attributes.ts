import type { HTMLAttributes } from 'react';

/**
 * What each slide says to assistive technology: a group "n of total". Repeats that exist only so
 * the loop has enough slides are hidden from it, so every slide is announced once, and inert, so
 * Tab does not reach their links a second time.
 */
export function slideAttributes(index: number, count: number, copy: boolean): HTMLAttributes<HTMLElement> {
  return {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} of ${count}`,
    'aria-hidden': copy || undefined,
    inert: copy || undefined,
  };
}
