import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestRuntimeProvider } from './test-runtime';

/** Testing Library's render, inside the test's site runtime (no router: see renderWithRouter). */
export const renderWithRuntime = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult =>
  render(ui, { ...options, wrapper: TestRuntimeProvider });
