export { MediaImage } from './media-image';
export type { MediaImageProps } from './media-image';
export { ResponsiveImage } from './responsive-image';
export type { ResponsiveImageProps } from './responsive-image';
export { ArtDirectedImage } from './art-directed-image';
export type { ArtDirectedImageProps } from './art-directed-image';
