import { lazy } from 'react';
import type { RemoteRoutes } from '@group/shared/federation';
import { newsCentreQueries } from '../features/news-centre/api/news-centre-queries';
import { readNewsCentreAddress } from '../features/news-centre/news-centre-address';
import { NewsCentrePage } from '../features/news-centre/news-centre-page';
import { newsDetailQueries } from '../features/news-detail/api/news-detail-queries';

/**
 * A news item's page is a chunk of its own, loaded when a visitor opens one: the news centre does
 * not carry it. (It is also what a page opened before a deployment asks for afterwards, so a
 * deployment keeps earlier builds' files: README, "Deploying one remote".)
 */
const NewsDetailPage = lazy(() => import('../features/news-detail/news-detail-page').then((module) => ({ default: module.NewsDetailPage })));

/**
 * This remote's pages, by the names the shell's route table uses: each one's component and what
 * its first render reads (the shell's router loads that before the page renders). The shell
 * decides the paths; each component renders a whole page inside the shell's layout.
 */
export const routes = {
  newsCentre: {
    Component: NewsCentrePage,
    queries: (_props, search) => Object.values(newsCentreQueries(readNewsCentreAddress(search))),
  },
  newsDetail: { Component: NewsDetailPage, queries: ({ slug }) => Object.values(newsDetailQueries(slug)) },
} satisfies RemoteRoutes['news'];

/** The release this build is (SITE_RELEASE when it was built): pages say which deployment rendered them. */
export const release = process.env.SITE_RELEASE;
