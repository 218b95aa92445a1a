export declare function waitForAnswer(url: string, options?: { timeoutMs?: number; stillStarting?: () => void }): Promise<void>;
