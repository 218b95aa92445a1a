import type { RemoteName } from '@group/shared/config';
import { remoteNames } from '@group/shared/config';
import { resetRemote } from '../browser-remotes';

/**
 * The federation runtime as the tests drive it: `loadRemote` answers from `remoteAnswers`, one
 * answer per remote (a module, or an error to throw), changeable between calls.
 */
export const remoteAnswers = new Map<string, unknown>();

export const loadRemoteMock = jest.fn(async (id: string) => {
  const answer = remoteAnswers.get(id);
  if (answer instanceof Error) throw answer;
  if (answer === undefined) throw new Error(`Failed to fetch ${id}`);
  return answer;
});

export const registerRemotesMock = jest.fn();

export const runtimeMockFactory = () => ({
  loadRemote: (id: string) => loadRemoteMock(id),
  registerRemotes: (...args: unknown[]) => registerRemotesMock(...args),
  registerPlugins: () => undefined,
  getInstance: () => undefined,
});

/** Forget loaded modules and answers between tests. */
export function resetFederationMocks(): void {
  remoteAnswers.clear();
  remoteNames.forEach((remote: RemoteName) => resetRemote(remote));
  loadRemoteMock.mockClear();
  registerRemotesMock.mockClear();
}

/** Names of remotes the runtime was told to forget (registerRemotes with force). */
export const forgottenRemotes = (): string[] =>
  registerRemotesMock.mock.calls
    .filter(([, options]) => (options as { force?: boolean } | undefined)?.force)
    .flatMap(([remotes]) => (remotes as { name: string }[]).map((remote) => remote.name));
