// The shell's Node build (dist/server/server.js): the page renderer site-server loads
// (@group/shared/page-renderer's PageRendererModule).
export { createPageRenderer } from './render-page';
