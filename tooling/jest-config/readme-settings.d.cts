export type SettingRow = { name: string; description: string; default?: string; secret?: boolean };
export function settingsTable(variables: readonly SettingRow[]): string;
export function readmeSettings(name: string, readme?: string): string | undefined;
export function writeReadmeSettings(name: string, table: string): void;
export function markers(name: string): [string, string];
