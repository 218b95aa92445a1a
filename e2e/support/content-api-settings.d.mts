export declare const contentApiSettings: Record<string, string>;
export declare function leadsCommandEnv(): { DATA_DIR: string; DATABASE_URL: string };
