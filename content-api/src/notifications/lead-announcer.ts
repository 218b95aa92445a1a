import type { Database } from '../db/database';
import type { LeadType } from '../leads/lead-rows';
import type { Channel } from './delivery-channels';

/** What the lead store asks when it stores a lead: which deliveries to write, and whom to tell. */
export interface LeadAnnouncer {
  channelsFor(type: LeadType): readonly Channel[];
  /** Called after a lead and its deliveries are stored; must not wait for anything. */
  leadStored(): void;
}

/**
 * The announcer of each open database, set by the server that runs the delivery worker. A database
 * opened without one (the leads command, a test writing leads directly) stores leads without
 * deliveries.
 */
const announcers = new WeakMap<Database, LeadAnnouncer>();

export function setLeadAnnouncer(db: Database, announcer: LeadAnnouncer | undefined): void {
  if (announcer) announcers.set(db, announcer);
  else announcers.delete(db);
}

export function leadAnnouncerOf(db: Database): LeadAnnouncer | undefined {
  return announcers.get(db);
}
