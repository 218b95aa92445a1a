export type * from './remote-pages';
