import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ETERNITY_CITY_METAVERSE_ID } from '@contract/constants';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

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

// env is read once, when its module loads: each case writes index.html's block, then loads a fresh copy.
describe('run-time config (the JSON block the server writes into index.html)', () => {
  afterEach(() => {
    document.getElementById(RUNTIME_CONFIG_ID)?.remove();
    vi.unstubAllEnvs();
  });

  async function loadEnvWith(block: string | undefined) {
    if (block !== undefined) {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = RUNTIME_CONFIG_ID;
      el.textContent = block;
      document.head.append(el);
    }
    vi.resetModules();
    return (await import('@/config/env')).env;
  }

  const served = {
    API_BASE_URL: 'https://gateway.example/dev/',
    CONTACT_API_BASE_URL: 'https://contact.example/v2',
    CONTACT_API_TOKEN: 'run-time-key',
    IDENTITY_PROVIDER: 'firebase',
    FIREBASE_API_KEY: 'fb-key',
    FIREBASE_PROJECT_ID: 'fb-project',
    CITY_METAVERSE_ID: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    DASHBOARD_LOGIN_URL: 'https://dashboard.example/login',
  };

  it('lets every value of the block override the build-time default', async () => {
    vi.stubEnv('VITE_CONTACT_API_TOKEN', 'build-time-key');
    vi.stubEnv('VITE_FIREBASE_APP_ID', 'build-app-id');
    const e = await loadEnvWith(JSON.stringify(served));
    expect(e).toEqual({
      apiBaseUrl: 'https://gateway.example/dev',
      contactApiBaseUrl: 'https://contact.example/v2',
      contactApiToken: 'run-time-key',
      identityProvider: 'firebase',
      // Absent from the block: the build's value, or none.
      firebase: { apiKey: 'fb-key', projectId: 'fb-project', appId: 'build-app-id' },
      cityMetaverseId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      dashboardLoginUrl: 'https://dashboard.example/login',
    });
  });

  it('keeps the build-time value of each setting the block leaves out or blank', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://build.example/api');
    const e = await loadEnvWith('{"CONTACT_API_TOKEN":"only-this","DASHBOARD_LOGIN_URL":"","EXTRA":1}');
    expect(e.contactApiToken).toBe('only-this');
    expect(e.apiBaseUrl).toBe('https://build.example/api');
    expect(e.contactApiBaseUrl).toBe('https://build.example/api');
    expect(e.dashboardLoginUrl).toBe('/dashboard/login');
  });

  it('reads values the server escaped so they cannot close the element', async () => {
    const e = await loadEnvWith('{"CONTACT_API_TOKEN":"a\\u003c/script\\u003e\\u0026b"}');
    expect(e.contactApiToken).toBe('a</script>&b');
  });

  it.each([
    ['no block (a static host, npm run dev)', undefined],
    ['a block that is not JSON', '{"CONTACT_API_TOKEN":'],
    ['a block that is not an object', 'null'],
    ['a block the schema refuses', JSON.stringify({ ...served, IDENTITY_PROVIDER: 'okta' })],
  ])('falls back to the build-time values with %s', async (_case, block) => {
    vi.stubEnv('VITE_CONTACT_API_TOKEN', 'build-time-key');
    const e = await loadEnvWith(block);
    expect(e.contactApiToken).toBe('build-time-key');
    expect(e.identityProvider).toBe('local');
    expect(e.apiBaseUrl).toBe('/api');
  });
});
