// What the kit says of its lightbox to every page. The code that builds one (create-lightbox.ts,
// lightbox-media.ts) comes with glightbox when a page first opens it.

export type LightboxSource = {
  src: string;
  type: 'image' | 'video';
  /** Text alternative of an image. */
  alt?: string;
};

/** SPEC §9: the distance that moves to the next slide or closes, as a share of the viewport. */
export const LIGHTBOX_SLIDE_DISTANCE = 0.3;
/** SPEC §9: the closing fade, in ms (see lightbox-overrides.css). */
export const LIGHTBOX_CLOSE_FADE_MS = 220;
/** SPEC §8: what a slide that cannot be shown says. */
export const LIGHTBOX_INVALID_SOURCE = 'Invalid source';
/** SPEC §9: how long a video may take to report its metadata before the slide gives up. */
export const LIGHTBOX_VIDEO_METADATA_WAIT_MS = 3000;
