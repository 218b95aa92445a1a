import { readWorkerCount } from '../site-config';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one worker per core', () => {
    expect(readWorkerCount({}, 2)).toBe(2);
    expect(readWorkerCount({ WEB_CONCURRENCY: ' ' }, 4)).toBe(4);
  });

  it('takes a whole number of processes', () => {
    expect(readWorkerCount({ WEB_CONCURRENCY: '1' }, 2)).toBe(1);
    expect(readWorkerCount({ WEB_CONCURRENCY: '3' }, 2)).toBe(3);
  });

  it.each(['0', '-1', '1.5', 'two'])('refuses %s with a clear error', (value) => {
    expect(() => readWorkerCount({ WEB_CONCURRENCY: value }, 2)).toThrow(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${value}"`);
  });
});
