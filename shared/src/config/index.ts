export * from './remotes';
export * from './runtime-config';
export * from './urls';
