export type ClusterProcess = { pid: number; role: string; port: number; url?: string };
export type ClusterState = { supervisor: number; site: string; api: string; floor: string; ready: boolean; processes: Record<string, ClusterProcess> };

export function launchCluster(options: { dir: string; env?: Record<string, string> }): Promise<{
  state: ClusterState;
  output: () => string;
  stop: () => Promise<number | null>;
}>;
