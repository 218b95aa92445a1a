import { createBackgroundLookup } from '../background-lookup';

/** A clock the test moves, and a look-up whose outcome the test sets. */
function setUp() {
  let time = 0;
  let outcome: () => Promise<string> = async () => 'first';
  const lookUp = jest.fn(() => outcome());
  const lookup = createBackgroundLookup(lookUp, { now: () => time, refreshAfterMs: 60_000, retryAfterMs: 10_000 });
  return { lookup, lookUp, advance: (ms: number) => (time += ms), set: (next: () => Promise<string>) => (outcome = next) };
}

describe('a value looked up in the background', () => {
  it('answers at once: nothing until the first look-up is over, then what it found', async () => {
    const { lookup } = setUp();
    expect(lookup.current()).toBe('');
    await lookup.refresh();
    expect(lookup.current()).toBe('first');
  });

  it('looks up again only once the value is a minute old, and then follows the change', async () => {
    const { lookup, lookUp, advance, set } = setUp();
    await lookup.refresh();
    set(async () => 'second');
    advance(59_000);
    lookup.current();
    expect(lookUp).toHaveBeenCalledTimes(1);
    advance(1_000);
    expect(lookup.current()).toBe('first');
    await lookup.refresh();
    expect(lookUp).toHaveBeenCalledTimes(2);
    expect(lookup.current()).toBe('second');
  });

  it('keeps the last value while the source is down, and tries again after a while, not at every page', async () => {
    const { lookup, lookUp, advance, set } = setUp();
    await lookup.refresh();
    set(() => Promise.reject(new TypeError('fetch failed')));
    advance(60_000);
    lookup.current();
    await lookup.refresh();
    expect(lookup.current()).toBe('first');
    const calls = lookUp.mock.calls.length;
    advance(9_000);
    lookup.current();
    expect(lookUp).toHaveBeenCalledTimes(calls);
    advance(1_000);
    lookup.current();
    expect(lookUp).toHaveBeenCalledTimes(calls + 1);
  });

  it('runs one look-up at a time however many pages ask', () => {
    const { lookup, lookUp } = setUp();
    lookup.current();
    lookup.current();
    void lookup.refresh();
    expect(lookUp).toHaveBeenCalledTimes(1);
  });
});
