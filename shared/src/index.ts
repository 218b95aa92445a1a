export * from './contract';
export * from './routes';
export * from './config';
export * from './store';
