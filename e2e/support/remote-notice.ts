import type { Page } from '@playwright/test';

/** What a page the server rendered says while the remote it was rendered with cannot be loaded in the browser. */
export const REMOTE_NOTICE = 'Some interactive parts of this page could not be loaded. Everything shown here still works, and we keep trying in the background.';

/** That notice, at the top of the page's main region. */
export const remoteNotice = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: REMOTE_NOTICE });
