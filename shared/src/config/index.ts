export * from './remotes';
export * from './runtime-config';
export * from './urls';
export * from './image-variants';
export * from './site-config';
