/** C0 controls (CR and LF among them), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

const MAX_HEADER_TEXT = 200;

/**
 * Visitor text made fit for a mail header: a line break could otherwise end the header and start
 * one of the visitor's choosing (Bcc:, a second body). Control characters become one space and
 * long text is cut.
 */
export function headerText(value: string): string {
  const flat = value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
  return flat.length > MAX_HEADER_TEXT ? `${flat.slice(0, MAX_HEADER_TEXT - 1)}…` : flat;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe anywhere in an HTML body or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
