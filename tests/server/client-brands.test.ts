import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBrandNames, clientBrandsProblem } from '@contract/client-brands';
import { socialUrlProblem } from '@contract/social-links';
import { teamMembers, teamMembersProblem } from '@contract/team-members';
import { loadEnv } from '../../server/src/env';

// Decision 0077: no page names a client or a social profile unless the deployment sets it; a bad value stops the
// start, named.

const client = (env: Record<string, string>) => loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'brands-env-')), ...env }).client;

describe('CLIENT_BRANDS', () => {
  it('is absent from the config block unless set; set, the names are trimmed and joined by ";"', () => {
    expect(client({}).CLIENT_BRANDS).toBeUndefined();
    expect(client({ CLIENT_BRANDS: '   ' }).CLIENT_BRANDS).toBeUndefined();
    expect(client({ CLIENT_BRANDS: ' Acme Bank ;  Globex   Motors;; ' }).CLIENT_BRANDS).toBe('Acme Bank;Globex Motors');
    expect(clientBrandNames('Acme Bank;Globex Motors')).toEqual(['Acme Bank', 'Globex Motors']);
  });

  it.each([
    [';;', /must name at least one client/],
    [Array.from({ length: 21 }, (_, i) => `Client ${i}`).join(';'), /at most 20 clients/],
    ['Acme; <script>', /"<script>" is not a client name/],
    ['A'.repeat(41), /is not a client name/],
    ['Acme;ACME', /names a client twice/],
  ])('refuses to start with CLIENT_BRANDS=%j, naming the setting', (value, message) => {
    expect(clientBrandsProblem(value)).toMatch(message);
    expect(() => client({ CLIENT_BRANDS: value })).toThrow(/CLIENT_BRANDS/);
  });

  it("takes names as companies write them: accents, digits, & . , ' -", () => {
    expect(clientBrandsProblem("Société Générale; AT&T; 3M; O'Neill-Smith, Inc.")).toBeUndefined();
  });
});

describe('SOCIAL_*_URL', () => {
  it('are absent from the config block unless set; set, they reach it trimmed', () => {
    expect(JSON.stringify(client({}))).not.toContain('SOCIAL_');
    expect(client({ SOCIAL_LINKEDIN_URL: ' https://www.linkedin.com/company/acme ' }).SOCIAL_LINKEDIN_URL).toBe('https://www.linkedin.com/company/acme');
    expect(client({ SOCIAL_X_URL: 'https://x.com/acme' }).SOCIAL_X_URL).toBe('https://x.com/acme');
  });

  it.each([
    ['SOCIAL_LINKEDIN_URL', 'http://www.linkedin.com/company/acme'],
    ['SOCIAL_LINKEDIN_URL', 'https://linkedin.com.evil.test/company/acme'],
    ['SOCIAL_YOUTUBE_URL', 'https://www.youtube.com/'],
    ['SOCIAL_INSTAGRAM_URL', 'javascript:alert(1)'],
    ['SOCIAL_X_URL', 'https://user:pw@x.com/acme'],
    ['SOCIAL_X_URL', 'not a url'],
  ] as const)('refuse to start with %s=%j, naming it', (key, value) => {
    expect(socialUrlProblem(key, value)).toMatch(key);
    expect(() => client({ [key]: value })).toThrow(key);
  });
});

describe('TEAM_MEMBERS (decision 0079)', () => {
  it('is absent from the config block unless set; set, each person is trimmed to "Name | Title | photo | profile"', () => {
    expect(client({}).TEAM_MEMBERS).toBeUndefined();
    expect(client({ TEAM_MEMBERS: ' Ada   Lovelace | Chief Technology Officer ;  Grace Hopper|Head of AI | | https://www.linkedin.com/in/grace ' }).TEAM_MEMBERS).toBe(
      'Ada Lovelace | Chief Technology Officer; Grace Hopper | Head of AI |  | https://www.linkedin.com/in/grace',
    );
    expect(teamMembers('Ada Lovelace | CTO | /media/team/ada.webp; Grace Hopper | Head of AI | | https://www.linkedin.com/in/grace')).toEqual([
      { name: 'Ada Lovelace', title: 'CTO', imageUrl: '/media/team/ada.webp' },
      { name: 'Grace Hopper', title: 'Head of AI', linkedinUrl: 'https://www.linkedin.com/in/grace' },
    ]);
  });

  it.each([
    [';;', /at least one person/],
    ['Ada Lovelace', /needs a title/],
    ['<script> | CTO', /is not a name/],
    ['Ada Lovelace | CTO | javascript:alert(1)', /photo is not an https address/],
    ['Ada Lovelace | CTO | | http://example.org/ada', /profile is not an https address/],
    ['Ada Lovelace | CTO | | https://x.org | more', /more than a photo and a profile/],
    ['Ada Lovelace | CTO; ada lovelace | CEO', /names someone twice/],
    [Array.from({ length: 13 }, (_, i) => `Person ${String.fromCharCode(65 + i)} | Role`).join(';'), /at most 12 people/],
  ])('refuses to start with TEAM_MEMBERS=%j, naming the setting', (value, message) => {
    expect(teamMembersProblem(value)).toMatch(message);
    expect(() => client({ TEAM_MEMBERS: value })).toThrow(/TEAM_MEMBERS/);
  });
});
