import type remotesJson from '../../shared/src/config/remotes.json';

export type RemoteName = keyof typeof remotesJson;
export declare const remotes: typeof remotesJson;
export declare const ports: Record<RemoteName, number> & {
  shell: number;
  api: number;
  verifier: number;
  embedPage: number;
};
export declare const spareShellPorts: readonly number[];
export declare const origin: (port: number) => string;
export declare const dataDir: string;
export declare const rehearsalDir: string;
export declare const PASSING_CAPTCHA_TOKEN: string;
export declare const LEADS_EXPORT_TOKEN: string;
