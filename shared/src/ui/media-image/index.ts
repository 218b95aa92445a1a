export { MediaImage } from './media-image';
export type { MediaImageProps } from './media-image';
