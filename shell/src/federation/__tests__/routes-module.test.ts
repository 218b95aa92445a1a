import { asRoutesModule } from '../routes-module';

const Page = () => null;

describe('a remote’s routes module as the shell reads it', () => {
  it('is one that exports route objects', () => {
    const module = { routes: { newsCentre: { Component: Page, queries: () => [] } }, release: 'r2' };
    expect(asRoutesModule(module)).toBe(module);
  });

  it('is none for anything else, the pages of a 1.x remote included', () => {
    expect(asRoutesModule(undefined)).toBeUndefined();
    expect(asRoutesModule({ default: Page })).toBeUndefined();
    expect(asRoutesModule({ pages: { newsCentre: Page } })).toBeUndefined();
  });
});
