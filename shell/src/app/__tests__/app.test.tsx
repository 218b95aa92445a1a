import { act, screen } from '@testing-library/react';
import { renderWithRuntime, resetSiteStore, testRuntime } from '@group/shared/testing';
import { ToastHost } from '../app';

beforeEach(() => resetSiteStore());

describe('ToastHost', () => {
  it('shows a toast any app queued in the store, and takes it off the queue', async () => {
    renderWithRuntime(<ToastHost />);
    act(() => testRuntime().store.getState().pushToast({ kind: 'error', message: 'Internal Server Error' }));

    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(testRuntime().store.getState().toasts).toEqual([]);
  });

  it('adds nothing to the page while no toast has been queued', () => {
    const { container } = renderWithRuntime(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows toasts top-right with a close button, closing on their own after 5 s', async () => {
    const { container } = renderWithRuntime(<ToastHost />);
    act(() => testRuntime().store.getState().pushToast({ kind: 'error', message: 'Not allowed' }));
    await screen.findByText('Not allowed');

    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(screen.getByRole('button', { name: /close/i })).toBeInTheDocument();
    const progress = container.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('5000ms');
  });
});
