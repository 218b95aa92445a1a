import { endpoints } from '@group/shared/contract';
import type { MockValue } from '@group/shared/testing';
import { managementContent, managementTeam } from '../../../test-support/company-fixtures';
import { companyRoutes } from '../../../test-support/fixtures';
import { ok } from '@group/shared/testing';

/** The page's calls answered with the demo-like data, any of which a test may replace. */
export const managementRoutes = (overrides: Partial<Record<string, MockValue>> = {}) =>
  companyRoutes({
    [endpoints.managementContent]: ok([managementContent]),
    [endpoints.managementTeam]: ok(managementTeam),
    ...overrides,
  });
