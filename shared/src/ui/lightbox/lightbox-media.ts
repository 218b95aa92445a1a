import { LIGHTBOX_INVALID_SOURCE, LIGHTBOX_VIDEO_METADATA_WAIT_MS } from './lightbox-settings';
import type { LightboxSource } from './lightbox-settings';
import styles from './lightbox.module.css';

const YOUTUBE = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/i;

/** A hosted-video page turned into its embeddable player address; undefined for a video file. */
export function embedUrl(src: string): string | undefined {
  const youtube = YOUTUBE.exec(src);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`;
  const vimeo = VIMEO.exec(src);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1`;
  return undefined;
}

function showInvalid(container: HTMLElement): void {
  const message = document.createElement('p');
  message.className = styles.invalid;
  message.setAttribute('role', 'alert');
  message.textContent = LIGHTBOX_INVALID_SOURCE;
  container.replaceChildren(message);
}

function videoFile(container: HTMLElement, src: string): void {
  const video = document.createElement('video');
  video.className = styles.video;
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    showInvalid(container);
  };
  // A file that never reports its metadata (wrong address, unsupported format) is not a video.
  const timer = window.setTimeout(fail, LIGHTBOX_VIDEO_METADATA_WAIT_MS);
  video.addEventListener('error', fail);
  video.addEventListener('loadedmetadata', () => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    // Browsers may refuse to start with sound; the controls are there either way.
    void video.play?.()?.catch(() => {});
  });
  video.src = src;
  container.replaceChildren(video);
}

/**
 * The content of one lightbox slide: the image, the video, or "Invalid source" when it cannot be
 * shown (the image fails to load, the video fails or reports no metadata within 3 s).
 */
export function createMediaNode(source: LightboxSource): HTMLElement {
  const container = document.createElement('div');
  // The fixed class lets lightbox-overrides.css recognise these slides inside glightbox.
  container.className = `${styles.media} site-lightbox-media`;
  const src = source.src.trim();
  if (!src) {
    showInvalid(container);
    return container;
  }
  if (source.type === 'image') {
    const img = document.createElement('img');
    img.className = styles.image;
    img.alt = source.alt ?? '';
    img.decoding = 'async';
    img.addEventListener('error', () => showInvalid(container));
    img.src = src;
    container.append(img);
    return container;
  }
  const embed = embedUrl(src);
  if (embed) {
    const frame = document.createElement('iframe');
    frame.className = styles.frame;
    frame.src = embed;
    frame.title = source.alt || 'Video';
    frame.allow = 'autoplay; fullscreen; picture-in-picture';
    frame.allowFullscreen = true;
    container.append(frame);
    return container;
  }
  videoFile(container, src);
  return container;
}
