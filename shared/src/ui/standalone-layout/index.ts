export * from './standalone-layout';
