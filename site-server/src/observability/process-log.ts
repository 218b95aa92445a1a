import pino from 'pino';
import type { Logger, LoggerOptions } from 'pino';

/**
 * How every process of the server logs: JSON lines on standard output, pino's format, from
 * `level` up. Each worker's Fastify logger and the primary's own logger are made from it, so a
 * collector reads one format.
 */
export const processLogOptions = (level: string): LoggerOptions => ({ level });

/** A logger for a process without a Fastify server: the primary of a cluster. */
export const createProcessLog = (level: string): Logger => pino(processLogOptions(level));
