import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '../../states/empty-state';
import { ErrorState } from '../../states/error-state';
import { InlineLoader } from '../inline-loader';
import { PageLoader } from '../page-loader';
import { Skeleton, SkeletonCard } from '../skeleton';

describe('loaders and states', () => {
  it('PageLoader is a status with an accessible label', () => {
    render(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('InlineLoader says "Loading..."', () => {
    render(<InlineLoader />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });

  it('skeletons are hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton />
        <SkeletonCard lines={3} />
      </>,
    );
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    for (const element of Array.from(container.children)) expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('ErrorState announces the message and retries', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Failed to load gallery data" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load gallery data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState has no retry button without an action', () => {
    render(<ErrorState message="Failed to load gallery data" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('EmptyState shows its message', () => {
    render(<EmptyState message="News item not found" />);
    expect(screen.getByText('News item not found')).toBeInTheDocument();
  });
});
