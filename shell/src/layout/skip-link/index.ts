export { SkipLink, SKIP_LINK_TEXT } from './skip-link';
