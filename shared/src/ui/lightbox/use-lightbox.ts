import { useEffect, useMemo, useRef } from 'react';
import type { LightboxSource } from './lightbox-settings';
import { closeLightbox, showLightbox } from './open-lightbox';

export type LightboxControls = {
  /** One video (a file, or a YouTube/Vimeo address) or one image. */
  open: (source: LightboxSource) => Promise<void>;
  /** Several images, starting at `startIndex`. */
  openGallery: (sources: readonly LightboxSource[], startIndex?: number) => Promise<void>;
  close: () => void;
};

/** The lightbox for a component. One it opened is closed when it goes away (a route change). */
export function useLightbox(): LightboxControls {
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => () => closeLightbox(opened.current ?? -1), []);
  return useMemo(() => {
    const openGallery = async (sources: readonly LightboxSource[], startIndex = 0) => {
      opened.current = await showLightbox(sources, startIndex);
    };
    return {
      open: (source: LightboxSource) => openGallery([source], 0),
      openGallery,
      close: () => closeLightbox(opened.current ?? -1),
    };
  }, []);
}
