import { readmeSettings, settingsTable, writeReadmeSettings } from '@group/jest-config/readme-settings.cjs';
import { siteServerVariableList } from '../variable-list';

// The README's table of site-server's settings is made from its schema, so the two cannot drift.
describe('the README’s table of site-server’s settings', () => {
  it('is the one its schema makes (UPDATE_README=1 writes it)', () => {
    const table = settingsTable(siteServerVariableList);
    if (process.env.UPDATE_README === '1') writeReadmeSettings('site-server', table);
    expect(readmeSettings('site-server')).toBe(table);
  });
});
