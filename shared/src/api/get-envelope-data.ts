import { z } from 'zod';
import { INTERNAL_SERVER_ERROR } from './messages';
import { notifyError } from './notify';
import { isHttpSuccess, requestJson } from './request-json';
import type { RequestOptions } from './request-json';

const wrapperSchema = z.object({
  status: z.number(),
  data: z.unknown().optional(),
  message: z.string().optional(),
});

/** The unparsed `data` of a successful response. */
export type EnvelopeData = { data: unknown };

/**
 * SPEC §8 for reads: a body status other than 200 shows the body's message as a toast; a network
 * failure, a non-2xx answer without the wrapper or a body that is not JSON shows "Internal Server
 * Error". Either way nothing is returned. An aborted request is the caller's choice: no toast.
 */
export async function getEnvelopeData(path: string, options: RequestOptions = {}): Promise<EnvelopeData | undefined> {
  const outcome = await requestJson(path, { method: 'GET', signal: options.signal });
  switch (outcome.kind) {
    case 'aborted':
      return undefined;
    case 'network':
      console.error(`[api] GET ${path} failed`, outcome.error);
      notifyError(INTERNAL_SERVER_ERROR);
      return undefined;
    case 'unparsable':
      console.error(`[api] GET ${path} answered HTTP ${outcome.httpStatus} with a body that is not JSON`);
      notifyError(INTERNAL_SERVER_ERROR);
      return undefined;
    case 'json': {
      const wrapper = wrapperSchema.safeParse(outcome.body);
      if (!wrapper.success) {
        console.error(`[api] GET ${path} answered HTTP ${outcome.httpStatus} without the {status, data} wrapper`);
        notifyError(INTERNAL_SERVER_ERROR);
        return undefined;
      }
      const { status, data, message } = wrapper.data;
      if (status !== 200) {
        console.error(`[api] GET ${path} answered status ${status}`, message);
        notifyError(message?.trim() ? message : INTERNAL_SERVER_ERROR);
        return undefined;
      }
      if (!isHttpSuccess(outcome.httpStatus)) {
        console.error(`[api] GET ${path} answered HTTP ${outcome.httpStatus}`);
        notifyError(INTERNAL_SERVER_ERROR);
        return undefined;
      }
      return { data };
    }
  }
}
