import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

// Decision 0079: /aboutus names the people a deployment sets (TEAM_MEMBERS, in the server's config block) and nobody
// otherwise; a value the browser cannot use names nobody rather than something half-read.
async function load(block?: object) {
  vi.resetModules();
  document.getElementById(RUNTIME_CONFIG_ID)?.remove();
  if (block) {
    const el = Object.assign(document.createElement('script'), { type: 'application/json', id: RUNTIME_CONFIG_ID, textContent: JSON.stringify(block) });
    document.head.append(el);
  }
  return import('@/config/team-members');
}

afterEach(() => document.getElementById(RUNTIME_CONFIG_ID)?.remove());

const BASE = { CITY_METAVERSE_ID: '6650e7e1c17c000000000001', DASHBOARD_LOGIN_URL: '/dashboard/login', IDENTITY_PROVIDER: 'local' };

describe('configuredTeam', () => {
  it('is nobody without the setting', async () => {
    expect((await load()).configuredTeam()).toEqual([]);
    expect((await load(BASE)).configuredTeam()).toEqual([]);
  });

  it('reads the people the server passes on, photo and profile when given', async () => {
    const { configuredTeam } = await load({ ...BASE, TEAM_MEMBERS: 'Ada Lovelace | Chief Technology Officer | | https://www.linkedin.com/in/ada; Grace Hopper | Head of AI' });
    expect(configuredTeam()).toEqual([
      { name: 'Ada Lovelace', title: 'Chief Technology Officer', linkedinUrl: 'https://www.linkedin.com/in/ada' },
      { name: 'Grace Hopper', title: 'Head of AI' },
    ]);
  });

  it('names nobody when the value is not usable', async () => {
    expect((await load({ ...BASE, TEAM_MEMBERS: 'Ada Lovelace | CTO | javascript:alert(1)' })).configuredTeam()).toEqual([]);
  });
});
