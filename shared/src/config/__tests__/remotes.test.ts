import { defaultRuntimeConfig, remoteDescriptors, remoteNames } from '..';

describe('the list of remotes', () => {
  it('names each remote once, with a container, a folder, a port and variables of its own', () => {
    expect(remoteNames).toEqual(['home', 'ventures', 'news', 'company', 'forms']);
    for (const field of ['containerName', 'packageDir', 'defaultPort', 'portVariable', 'urlVariable'] as const) {
      const values = remoteNames.map((name) => remoteDescriptors[name][field]);
      expect(new Set(values).size).toBe(remoteNames.length);
    }
  });

  it('gives every remote a default manifest address on its own port', () => {
    expect(defaultRuntimeConfig.remotes.news).toBe(`http://localhost:${remoteDescriptors.news.defaultPort}/mf-manifest.json`);
    expect(Object.keys(defaultRuntimeConfig.remotes)).toEqual(remoteNames);
  });
});
