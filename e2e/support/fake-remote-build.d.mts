export type FakeRemoteBuild = { folder: string; release: string; chunks: string[] };
export function fakeRemoteBuild(release: string, options?: { chunks?: number; chunkBytes?: number; named?: boolean }): FakeRemoteBuild;
export function readDeployment(folder: string): { manifestRelease: string; entryRelease: string; chunks: string[] };
