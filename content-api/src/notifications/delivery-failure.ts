/** A failure whose message was written here and holds no visitor data: it is stored and logged as it is. */
export class DeliveryFailure extends Error {
  override readonly name = 'DeliveryFailure';

  /** `local`: the receiver was not asked (no recipient set any more, the lead gone), so this says nothing about it. */
  constructor(
    message: string,
    readonly origin: 'receiver' | 'local' = 'receiver',
  ) {
    super(message);
  }
}

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  originalCode?: unknown;
  command?: unknown;
  responseCode?: unknown;
  cause?: unknown;
}

const word = (value: unknown) => (typeof value === 'string' && /^[\w .-]{1,40}$/.test(value) ? value : undefined);

/**
 * Why an attempt failed, for lead_outbox.last_error and the log. Only what a library sets from a
 * fixed list is kept (error codes, the SMTP command and reply code); never a message or a reply
 * text, which may quote the lead (a receiver echoing the body, a mail server quoting a header).
 */
export function describeFailure(error: unknown): string {
  if (error instanceof DeliveryFailure) return error.message;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as ErrorFields;
  const cause = (typeof fields.cause === 'object' && fields.cause !== null ? fields.cause : {}) as ErrorFields;
  if (fields.name === 'TimeoutError' || cause.name === 'TimeoutError') return 'no answer in time';
  if (fields.name === 'AbortError' || cause.name === 'AbortError') return 'stopped before an answer came';
  const parts = [
    word(fields.originalCode) ?? word(cause.code) ?? word(fields.code),
    word(fields.command) && `during ${word(fields.command)}`,
    typeof fields.responseCode === 'number' && `answered ${fields.responseCode}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : `failed (${word(fields.name) ?? 'unknown error'})`;
}
