import { loadConfig } from '../config';
import type { ConfigError } from '../config';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('the inbox’s settings', () => {
  it('default to an 8-hour idle time and UTC', () => {
    const config = loadConfig({});
    expect(config.inboxIdleMinutes).toBe(480);
    expect(config.inboxTimeZone).toBe('UTC');
  });

  it('take a time zone by its IANA name and an idle time from 5 minutes to a day', () => {
    const config = loadConfig({ INBOX_TIME_ZONE: 'Asia/Kolkata', INBOX_IDLE_MINUTES: '30' });
    expect(config.inboxTimeZone).toBe('Asia/Kolkata');
    expect(config.inboxIdleMinutes).toBe(30);
  });

  it('name a time zone no one knows and an idle time out of range', () => {
    expect(problemsOf({ INBOX_TIME_ZONE: 'Mars/Olympus', INBOX_IDLE_MINUTES: '2' })).toEqual([
      'INBOX_IDLE_MINUTES must be a whole number from 5 to 1440, got "2"',
      'INBOX_TIME_ZONE must be a time zone name like UTC or Asia/Kolkata, got "Mars/Olympus"',
    ]);
  });
});
