import { Link } from 'react-router-dom';
import { ArrowIcon } from './arrow-icon';
import styles from './cta-link.module.css';
import { resolveCta } from './resolve-cta';

export type CtaLinkProps = {
  /** A route or a web address; see `resolveCta`. */
  href?: string;
  label: string;
  variant?: 'light' | 'dark';
  /** With no `href`, the call to action is a plain button that runs this. */
  onClick?: () => void;
  /** Always open in a new tab as an external link (the news "Read More"). */
  external?: boolean;
  className?: string;
};

/**
 * SPEC §2's call to action: an external link in a new tab, an internal route, or a plain button,
 * each followed by the arrow in the light or dark variant.
 */
export function CtaLink({ href, label, variant = 'dark', onClick, external = false, className }: CtaLinkProps) {
  const classes = [styles.cta, styles[variant], className].filter(Boolean).join(' ');
  const content = (
    <>
      <span>{label}</span>
      <ArrowIcon variant={variant} className={styles.icon} />
    </>
  );

  if (href === undefined && onClick) {
    return (
      <button type="button" className={classes} onClick={onClick}>
        {content}
      </button>
    );
  }

  const resolved = resolveCta(href);
  if (resolved.kind === 'external' || external) {
    const target = resolved.kind === 'external' ? resolved.href : resolved.to;
    return (
      <a className={classes} href={target} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <Link className={classes} to={resolved.to} onClick={onClick}>
      {content}
    </Link>
  );
}
