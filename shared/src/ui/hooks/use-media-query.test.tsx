import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mockMatchMedia } from '../../testing';
import { useBreakpoint, useMediaQuery } from './use-media-query';

function Layout() {
  const mobile = useBreakpoint(767);
  return <p>{mobile ? 'mobile' : 'desktop'}</p>;
}

describe('useBreakpoint', () => {
  it('is true at or below the width and follows changes', () => {
    const media = mockMatchMedia({ width: 1280 });
    render(<Layout />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    media.set({ width: 767 });
    expect(screen.getByText('mobile')).toBeInTheDocument();
    media.set({ width: 768 });
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('answers the server value when rendered without a browser', () => {
    function Probe() {
      return <p>{String(useMediaQuery('(max-width: 600px)', true))}</p>;
    }
    expect(renderToString(<Probe />)).toContain('true');
  });
});
