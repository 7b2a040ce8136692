import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';

describe('config', () => {
  it('env has working defaults', () => {
    expect(env.apiBaseUrl).toBe('/api');
    expect(env.contactApiBaseUrl).toBe('/api');
    expect(env.contactApiToken).toBe('dev-contact-token');
    expect(env.identityProvider).toBe('local');
    expect(env.cityMetaverseId).toBe(ETERNITY_CITY_METAVERSE_ID);
    expect(env.dashboardLoginUrl).toBe('/dashboard/login');
  });

  it('paths build the param routes of SPEC 2.1', () => {
    expect(paths.metaverse('abc')).toBe('/metaverse/abc');
    expect(paths.dashboard.metaverseUser('u1')).toBe('/dashboard/metaverse-user/u1');
    expect(paths.superAdmin.dashboardUser('d 1')).toBe('/super-admin/dashboard-user/d%201');
    expect(paths.section(paths.industries, 'Finance')).toBe('/industries#Finance');
    expect(paths.oilRefinery).toBe('/oilrefienery');
    expect(paths.predictive).toBe('/predective');
  });
});
