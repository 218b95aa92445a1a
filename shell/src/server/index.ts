// The shell's Node build (dist/server/server.js): what site-server renders pages with.
export { createPageRenderer } from './render-page';
