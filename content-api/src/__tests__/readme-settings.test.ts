import { readmeSettings, settingsTable, writeReadmeSettings } from '@group/jest-config/readme-settings.cjs';
import { configVariables } from '../config';

// The README's table of content-api's settings is made from its schema, so the two cannot drift.
describe('the README’s table of content-api’s settings', () => {
  it('is the one its schema makes (UPDATE_README=1 writes it)', () => {
    const table = settingsTable(configVariables);
    if (process.env.UPDATE_README === '1') writeReadmeSettings('content-api', table);
    expect(readmeSettings('content-api')).toBe(table);
  });
});
