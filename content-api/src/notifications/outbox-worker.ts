import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { findLead } from '../leads/lead-store';
import type { LeadRecord } from '../leads/lead-store';
import type { Channel } from './delivery-channels';
import { DeliveryFailure, describeFailure } from './delivery-failure';
import { claimDue, markDelivered, markFailed, nextDueInMs, releaseClaims } from './outbox';
import type { DeliveryTarget } from './outbox';
import { retryDelayMs } from './retry-delay';

export interface ChannelSender {
  /** Resolves once the receiver took the announcement; must give up when `signal` aborts. */
  send(target: DeliveryTarget, lead: LeadRecord, signal: AbortSignal): Promise<void>;
  /** Longest time one attempt may take. */
  timeoutMs: number;
}

export interface OutboxWorkerOptions {
  db: Database;
  senders: Partial<Record<Channel, ChannelSender>>;
  /** First wait after a failure (doubling up to an hour). */
  retryMinMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Attempts running at once on each channel. */
  concurrency?: number;
  /** How long a claimed row is held: longer than any attempt. */
  claimMs?: number;
  /** Longest sleep between looks at the outbox (another server's rows, holds that ended). */
  idleCheckMs?: number;
}

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_CLAIM_MS = 5 * 60_000;
const DEFAULT_IDLE_CHECK_MS = 10_000;
/** Keeps a row that is due but held elsewhere for a moment from being asked about in a busy loop. */
const MIN_SLEEP_MS = 50;

/** Rejects with the signal's reason once it aborts, whether or not `work` listens to it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Settled either way, so a late failure of `work` is never left unhandled.
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * Sends the outbox's deliveries, outside every request: woken when a lead is stored, and otherwise
 * when the next retry comes due. Each channel has its own runners (`concurrency` of them), each
 * attempt its own time-out, so a mail server that hangs holds neither the webhook nor the other
 * rows beyond its runners. A failed attempt is recorded (attempts, last error without visitor
 * data) and tried again after a growing wait; a delivery is made at least once, and its id lets
 * the receiver drop a repeat.
 */
export class OutboxWorker {
  private readonly channels: Channel[];
  private readonly concurrency: number;
  private readonly claimMs: number;
  private readonly idleCheckMs: number;
  private readonly active = new Map<Channel, number>();
  private readonly runners = new Set<Promise<void>>();
  private readonly attempts = new Set<AbortController>();
  private started = false;
  private stopping = false;
  private wakeQueued = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.channels = (Object.keys(options.senders) as Channel[]).filter((channel) => options.senders[channel]);
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.idleCheckMs = options.idleCheckMs ?? DEFAULT_IDLE_CHECK_MS;
  }

  /** Starts sending. A database no other process uses may hold claims of a process that died: they end now. */
  async start(): Promise<void> {
    if (this.started || this.channels.length === 0) return;
    if (this.options.db.exclusive) await releaseClaims(this.options.db);
    this.started = true;
    this.wake();
  }

  /** Looks at the outbox soon, never inside the caller (a request that just stored a lead). */
  wake(): void {
    if (!this.started || this.stopping || this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.fillAll();
    });
  }

  /**
   * Stops taking rows and ends the attempts running: each is recorded as failed and due again at
   * once (the receiver may have had it: at least once). Resolves when every runner is done.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    for (const attempt of this.attempts) attempt.abort();
    while (this.runners.size > 0) await Promise.allSettled([...this.runners]);
  }

  private fillAll(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const channel of this.channels) this.fill(channel);
  }

  /** One more runner on the channel, if it has fewer than `concurrency`. */
  private fill(channel: Channel): void {
    if (this.stopping) return;
    const active = this.active.get(channel) ?? 0;
    if (active >= this.concurrency) return;
    this.active.set(channel, active + 1);
    const runner: Promise<void> = this.run(channel).finally(() => {
      this.runners.delete(runner);
      this.active.set(channel, (this.active.get(channel) ?? 1) - 1);
      this.sleepIfIdle();
    });
    this.runners.add(runner);
  }

  private async run(channel: Channel): Promise<void> {
    try {
      while (!this.stopping) {
        const target = await claimDue(this.options.db, channel, this.claimMs);
        if (!target) return;
        // The next due row, if any, goes to another runner while this one sends.
        this.fill(channel);
        await this.attempt(target);
      }
    } catch (error) {
      if (!this.stopping) this.options.log.error({ channel, failure: describeFailure(error) }, 'lead announcements: the outbox could not be read');
    }
  }

  private async attempt(target: DeliveryTarget): Promise<void> {
    const { db, log } = this.options;
    const sender = this.options.senders[target.channel] as ChannelSender;
    const stop = new AbortController();
    this.attempts.add(stop);
    if (this.stopping) stop.abort();
    const timeout = AbortSignal.timeout(sender.timeoutMs);
    const signal = AbortSignal.any([stop.signal, timeout]);
    const about = { delivery: target.id, lead: target.leadId, channel: target.channel, attempts: target.attempts };
    try {
      const lead = await findLead(db, target.leadType, target.leadId);
      if (!lead) throw new DeliveryFailure('the lead is not stored');
      await untilAborted(sender.send(target, lead, signal), signal);
      await markDelivered(db, target.id);
      // Lets a database rebuilt from the journal know not to announce this lead again.
      await db.leadJournal?.append({ op: 'delivered', id: target.id }).catch(() => {});
      log.info(about, 'lead announced');
    } catch (error) {
      const stopped = stop.signal.aborted;
      const reason = stopped
        ? 'the server stopped during the attempt'
        : timeout.aborted
          ? `no answer within ${seconds(sender.timeoutMs)}`
          : describeFailure(error);
      const retryInMs = stopped ? 0 : retryDelayMs(target.attempts, this.options.retryMinMs);
      await markFailed(db, target.id, reason, retryInMs).catch((failure: unknown) =>
        log.error({ ...about, failure: describeFailure(failure) }, 'lead announcements: a failed attempt could not be recorded'),
      );
      log.warn(about, `lead announcement failed: ${reason}; next attempt in ${seconds(retryInMs)}`);
    } finally {
      this.attempts.delete(stop);
    }
  }

  /** With nothing running, sleeps until the next retry is due (at most idleCheckMs). */
  private sleepIfIdle(): void {
    if (this.stopping || this.runners.size > 0) return;
    nextDueInMs(this.options.db, this.channels).then(
      (wait) => this.sleep(wait ?? this.idleCheckMs),
      () => this.sleep(this.idleCheckMs),
    );
  }

  private sleep(ms: number): void {
    if (this.stopping || this.runners.size > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fillAll(), Math.min(Math.max(ms, MIN_SLEEP_MS), this.idleCheckMs));
    this.timer.unref();
  }
}
