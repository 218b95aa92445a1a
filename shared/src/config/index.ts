export * from './runtime-config';
export * from './urls';
