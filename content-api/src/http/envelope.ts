import type { Envelope, FieldErrors } from '@group/shared/contract';

export const ok = <T>(data: T): Envelope<T> => ({ status: 200, data });

export type ErrorEnvelope = { status: number; message: string; errors?: FieldErrors };
