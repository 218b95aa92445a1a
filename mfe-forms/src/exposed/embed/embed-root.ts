// Imported first by the embed entry: its rules must be in the page before the forms' own.
import styles from './embed-root.module.css';

export const EMBED_ROOT_CLASS = styles.root;
