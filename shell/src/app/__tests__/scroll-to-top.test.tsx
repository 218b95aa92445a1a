import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from '../scroll-to-top';

describe('ScrollToTop', () => {
  it('leaves the first page where the visitor scrolled it, and puts every later page at the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/privacy-policy'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/contact-us'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/contact-us?from=footer'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
