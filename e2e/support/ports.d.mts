export declare const ports: {
  shell: number;
  home: number;
  ventures: number;
  news: number;
  company: number;
  forms: number;
  api: number;
  verifier: number;
  embedPage: number;
};
export declare const origin: (port: number) => string;
export declare const dataDir: string;
export declare const PASSING_CAPTCHA_TOKEN: string;
export declare const LEADS_EXPORT_TOKEN: string;
