export * from './site-store';
