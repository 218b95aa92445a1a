export declare function deployMarkedBuild(folder: string, previous: string, next: string, version: string): void;
