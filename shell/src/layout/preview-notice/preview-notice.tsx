import type { RemoteName } from '@group/shared/config';

export type PreviewNoticeProps = {
  remote: RemoteName;
  release: string;
  /** Where the visitor ends the preview (the site's server clears its cookie there). */
  leaveUrl: string;
};

/**
 * The bar a previewing visitor sees above every page: which release of which remote they see, and
 * a way back to the live site (docs/decisions/0042). Written by the server outside the app's root,
 * so it is there before and without script, and the browser's render leaves it alone.
 */
export function PreviewNotice({ remote, release, leaveUrl }: PreviewNoticeProps) {
  return (
    <div
      role="status"
      aria-label="Preview"
      style={{ background: '#5b2a86', color: '#fff', padding: '0.5rem 1rem', font: '600 0.95rem/1.4 system-ui, sans-serif', textAlign: 'center' }}
    >
      Preview: {remote} release {release}.{' '}
      <a href={leaveUrl} style={{ color: '#fff', textDecoration: 'underline' }}>
        Leave the preview
      </a>
    </div>
  );
}
