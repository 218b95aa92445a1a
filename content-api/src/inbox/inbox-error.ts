/** A refusal the inbox answers with a page: its status, title and what to do about it. */
export class InboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    readonly explanation: string,
  ) {
    super(title);
    this.name = 'InboxError';
  }
}

export const leadNotFound = () => new InboxError(404, 'Lead not found', 'There is no such lead. It may have been given a different address.');
