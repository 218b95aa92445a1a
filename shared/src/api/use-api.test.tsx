import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useApi } from './use-api';
import type { ApiLoader } from './use-api';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

function Probe({ loader, id }: { loader: ApiLoader<string>; id: string }) {
  const result = useApi((signal) => loader(signal), [id]);
  return (
    <div>
      <p>status: {result.status}</p>
      <p>data: {result.data ?? '-'}</p>
      <button onClick={result.reload}>retry</button>
    </div>
  );
}

describe('useApi', () => {
  it('reports loading, then success with the data', async () => {
    const answer = deferred<string>();
    render(<Probe loader={() => answer.promise} id="a" />);
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => answer.resolve('hello'));
    expect(screen.getByText('status: success')).toBeInTheDocument();
    expect(screen.getByText('data: hello')).toBeInTheDocument();
  });

  it('reports error when the loader throws, and loads again on reload', async () => {
    const loader = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('second');
    render(<Probe loader={loader} id="a" />);
    expect(await screen.findByText('status: error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('data: second')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('aborts the request on unmount', () => {
    const signals: AbortSignal[] = [];
    const { unmount } = render(<Probe loader={(signal) => (signals.push(signal), new Promise<string>(() => {}))} id="a" />);
    expect(signals[0].aborted).toBe(false);
    unmount();
    expect(signals[0].aborted).toBe(true);
  });

  it('shows loading again and ignores the old answer when deps change', async () => {
    const answers: Record<string, Deferred<string>> = { a: deferred(), b: deferred() };
    const signals: AbortSignal[] = [];
    function Switcher() {
      const [id, setId] = useState('a');
      return (
        <>
          <button onClick={() => setId('b')}>switch</button>
          <Probe loader={(signal) => (signals.push(signal), answers[id].promise)} id={id} />
        </>
      );
    }
    render(<Switcher />);
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(signals[0].aborted).toBe(true);
    await act(async () => answers.a.resolve('old'));
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => answers.b.resolve('new'));
    expect(screen.getByText('data: new')).toBeInTheDocument();
  });
});
