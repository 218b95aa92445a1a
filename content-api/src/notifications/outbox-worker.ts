import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { LeadRecord } from '../leads/lead-store';
import { ChannelHealth } from './channel-health';
import type { Channel } from './delivery-channels';
import { DeliveryFailure, describeFailure } from './delivery-failure';
import { OutcomeRecorder } from './outcome-recorder';
import { claimDue, extendClaims, nextDueByChannel, releaseClaims } from './outbox';
import type { ClaimedDelivery, DeliveryTarget } from './outbox';
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
  /** How long a claimed row is held at a time; renewed while its attempt runs (a third of it apart). */
  claimMs?: number;
  /** Longest sleep between looks at the outbox (another server's rows, holds that ended). */
  idleCheckMs?: number;
  /** Whether visitors are being answered now (see VisitorTraffic): the worker then goes slowly. */
  busy?: () => boolean;
}

const DEFAULT_CONCURRENCY = 4;
/**
 * Short, and renewed while the attempt runs: the rows a server held when it died (kill -9, a
 * lost machine) are due again for the others, or for itself once restarted, within this time.
 */
const DEFAULT_CLAIM_MS = 30_000;
const DEFAULT_IDLE_CHECK_MS = 10_000;
/** Keeps a row that is due but held elsewhere for a moment from being asked about in a busy loop. */
const MIN_SLEEP_MS = 50;
/**
 * Claims of one channel are this far apart at least: places freed meanwhile are filled by one
 * statement, so a fast receiver (thousands of deliveries a minute) cannot take the database from
 * the requests of visitors. It allows some 160 deliveries a second per channel.
 */
const CLAIM_INTERVAL_MS = 25;
/**
 * While visitors are being answered, each channel runs one attempt at a time and claims at most
 * every 100 ms (some 10 deliveries a second per channel, far more than leads arrive outside a
 * load test): an attempt costs the event loop milliseconds (a TLS handshake, a MIME message, the
 * statements that claim and record it), which the answers to visitors would otherwise wait for.
 * Deliveries left over are sent at full speed once the server is quiet.
 */
const BUSY_CONCURRENCY = 1;
const BUSY_CLAIM_INTERVAL_MS = 100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** One channel's attempts in flight, and whether its pump is running. */
interface ChannelState {
  health: ChannelHealth;
  running: Set<Promise<void>>;
  pumping: Promise<void> | undefined;
  /** Set when a lead arrives or an attempt ends while the pump claims: it looks again. */
  again: boolean;
  lastClaimAt: number;
}

/**
 * Sends the outbox's deliveries, outside every request: woken when a lead is stored, and otherwise
 * when the next retry comes due. Each channel has its own pump, which claims as many due rows as
 * it has free places (`concurrency`) and starts an attempt for each, each with its own time-out:
 * a mail server that hangs holds neither the webhook nor more than its places. A failed attempt
 * is recorded (attempts, last error without visitor data) and tried again after a growing wait; a
 * channel whose attempts keep failing pauses (see ChannelHealth). A delivery is made at least
 * once, and its id lets the receiver drop a repeat.
 */
export class OutboxWorker {
  private readonly channels: Channel[];
  private readonly concurrency: number;
  private readonly claimMs: number;
  private readonly idleCheckMs: number;
  private readonly state = new Map<Channel, ChannelState>();
  private readonly attempts = new Set<AbortController>();
  /** Rows whose attempts are running here: their holds are renewed. */
  private readonly held = new Set<string>();
  private renewal: NodeJS.Timeout | undefined;
  private readonly recorder: OutcomeRecorder;
  private started = false;
  private stopping = false;
  private wakeQueued = false;
  private timer: NodeJS.Timeout | undefined;
  /** Attempts ended since the sleep was last computed: due times have changed. */
  private dirty = true;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.channels = (Object.keys(options.senders) as Channel[]).filter((channel) => options.senders[channel]);
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.idleCheckMs = options.idleCheckMs ?? DEFAULT_IDLE_CHECK_MS;
    for (const channel of this.channels) {
      this.state.set(channel, { health: new ChannelHealth(options.retryMinMs), running: new Set(), pumping: undefined, again: false, lastClaimAt: 0 });
    }
    this.recorder = new OutcomeRecorder(options.db, options.busy, (error) =>
      options.log.error({ failure: describeFailure(error) }, 'lead announcements: outcomes could not be recorded (the rows are tried again once their hold ends)'),
    );
  }

  /** Starts sending. A database no other process uses may hold claims of a process that died: they end now. */
  async start(): Promise<void> {
    if (this.started || this.channels.length === 0) return;
    if (this.options.db.exclusive) await releaseClaims(this.options.db.background);
    this.started = true;
    this.renewal = setInterval(() => void this.renewHolds(), this.claimMs / 3);
    this.renewal.unref();
    this.wake();
  }

  /** Looks at the outbox soon, never inside the caller (a request that just stored a lead). */
  wake(): void {
    if (!this.started || this.stopping || this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.pumpAll();
    });
  }

  /**
   * Stops taking rows and ends the attempts running: each is recorded as failed and due again at
   * once (the receiver may have had it: at least once). Resolves when every outcome is written.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    clearInterval(this.renewal);
    for (const attempt of this.attempts) attempt.abort();
    for (const state of this.state.values()) {
      while (state.pumping || state.running.size > 0) await Promise.allSettled([state.pumping, ...state.running]);
    }
    await this.recorder.settled();
  }

  private async renewHolds(): Promise<void> {
    try {
      await extendClaims(this.options.db.background, [...this.held], this.claimMs);
    } catch (error) {
      this.options.log.warn({ failure: describeFailure(error) }, 'lead announcements: holds could not be renewed (another server may repeat an attempt)');
    }
  }

  private pumpAll(): void {
    for (const channel of this.channels) this.pump(channel);
    if (this.idle()) this.sleepUntilDue();
  }

  private stateOf(channel: Channel): ChannelState {
    return this.state.get(channel) as ChannelState;
  }

  private idle(): boolean {
    return [...this.state.values()].every((state) => !state.pumping && state.running.size === 0);
  }

  /** Runs the channel's pump, or tells the running one to look again. */
  private pump(channel: Channel): void {
    const state = this.stateOf(channel);
    if (this.stopping) return;
    if (state.pumping) {
      state.again = true;
      return;
    }
    state.pumping = this.fill(channel, state)
      .catch((error: unknown) => {
        if (!this.stopping) this.options.log.error({ channel, failure: describeFailure(error) }, 'lead announcements: the outbox could not be read');
      })
      .finally(() => {
        state.pumping = undefined;
        if (state.again && !this.stopping) this.pump(channel);
        else if (this.idle()) this.sleepUntilDue();
      });
  }

  /** Claims as many due rows as the channel has free places, and starts their attempts. */
  private async fill(channel: Channel, state: ChannelState): Promise<void> {
    do {
      state.again = false;
      const wait = state.lastClaimAt + (this.busy() ? BUSY_CLAIM_INTERVAL_MS : CLAIM_INTERVAL_MS) - Date.now();
      if (wait > 0) await pause(wait);
      const free = state.health.allowed(this.busy() ? BUSY_CONCURRENCY : this.concurrency) - state.running.size;
      if (free <= 0 || this.stopping) return;
      state.lastClaimAt = Date.now();
      const claimed = await claimDue(this.options.db.background, channel, free, this.claimMs);
      for (const delivery of claimed) {
        const attempt: Promise<void> = this.attempt(delivery).finally(() => {
          state.running.delete(attempt);
          this.dirty = true;
          // A place is free: the pump looks for the next due row.
          this.pump(channel);
        });
        state.running.add(attempt);
      }
      if (claimed.length === free) state.again = true;
    } while (state.again && !this.stopping);
  }

  private busy(): boolean {
    return this.options.busy?.() ?? false;
  }

  private async attempt({ target, lead }: ClaimedDelivery): Promise<void> {
    const { log } = this.options;
    const sender = this.options.senders[target.channel] as ChannelSender;
    const health = this.stateOf(target.channel).health;
    const stop = new AbortController();
    this.attempts.add(stop);
    this.held.add(target.id);
    if (this.stopping) stop.abort();
    const timeout = AbortSignal.timeout(sender.timeoutMs);
    const signal = AbortSignal.any([stop.signal, timeout]);
    const about = { delivery: target.id, lead: target.leadId, channel: target.channel, attempts: target.attempts };
    try {
      if (!lead) throw new DeliveryFailure('the lead is not stored', 'local');
      await untilAborted(sender.send(target, lead, signal), signal);
      health.succeeded();
      this.recorder.deliveredOne(target.id);
      log.info(about, 'lead announced');
    } catch (error) {
      const stopped = stop.signal.aborted;
      const reason = stopped
        ? 'the server stopped during the attempt'
        : timeout.aborted
          ? `no answer within ${seconds(sender.timeoutMs)}`
          : describeFailure(error);
      const retryInMs = stopped ? 0 : retryDelayMs(target.attempts, this.options.retryMinMs);
      this.recorder.failedOne({ id: target.id, reason, retryInMs });
      log.warn(about, `lead announcement failed: ${reason}; next attempt in ${seconds(retryInMs)}`);
      const receiverFailed = !stopped && !(error instanceof DeliveryFailure && error.origin === 'local');
      const pause = receiverFailed ? health.failed() : undefined;
      if (pause !== undefined) {
        log.warn({ channel: target.channel }, `lead announcements by ${target.channel} paused for ${seconds(pause)}: several attempts failed in a row`);
      }
    } finally {
      this.attempts.delete(stop);
      this.held.delete(target.id);
    }
  }

  /**
   * With nothing running, sleeps until the next retry is due on a channel that is not paused, or
   * its pause ends (at most idleCheckMs). A sleep already set stays while no attempt has ended: a
   * lead stored meanwhile was either claimed at once or waits for its channel's pause anyway.
   */
  private sleepUntilDue(): void {
    if (this.stopping || (this.timer && !this.dirty)) return;
    this.dirty = false;
    // Outcomes written first: a row that just failed is not due again until its wait is over.
    this.recorder
      .settled()
      .then(() => nextDueByChannel(this.options.db.background, this.channels))
      .then(
        (due) => {
          const waits = this.channels.flatMap((channel) => {
            const wait = due.get(channel);
            return wait === undefined ? [] : [Math.max(wait, this.stateOf(channel).health.pausedFor())];
          });
          this.sleep(waits.length > 0 ? Math.min(...waits) : this.idleCheckMs);
        },
        () => this.sleep(this.idleCheckMs),
      );
  }

  private sleep(ms: number): void {
    if (this.stopping || !this.idle()) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pumpAll();
    }, Math.min(Math.max(ms, MIN_SLEEP_MS), this.idleCheckMs));
    this.timer.unref();
  }
}
