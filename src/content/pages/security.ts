import { titles } from '@/config/page-titles';
import type { Hero, PageMeta } from '../content-types';

/**
 * Issue 24 item 5: what the software does, as built (docs/decisions/0060). Every sentence here is checked against the
 * code or a decision record named in the comment beside it; nothing is a certification or a promise about an
 * operator's infrastructure. Change the code, change this page.
 */

export interface SecurityPoint {
  title: string;
  text: string;
}

export interface SecurityTopic {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  points: SecurityPoint[];
  /** The settings an operator tunes it with, shown as code. */
  settings?: string[];
}

export interface SecurityPage {
  meta: PageMeta;
  hero: Hero;
  heroImageAlt: string;
  glance: { heading: string; items: { value: string; label: string }[] };
  navLabel: string;
  topics: SecurityTopic[];
  report: {
    heading: string;
    lead: string;
    emailLabel: string;
    /** Where a deployment has set no contact address: the contact page instead. */
    absent: { before: string; link: string; after: string };
    note: string;
  };
  scope: { heading: string; text: string };
}

export const SECURITY_PAGE: SecurityPage = {
  meta: {
    title: titles.security,
    description:
      'How Eternity protects accounts and data: argon2id passwords, rotating tokens, a second factor, an append-only audit log and data kept where you run it.',
  },
  hero: {
    eyebrow: 'Security',
    heading: 'Security you can check, not just trust',
    lead: 'What the software does today to protect accounts and data, written from the code: how it stores passwords, rotates and ends sessions, records every console change and keeps data on the infrastructure you choose.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
    image: { screen: 'audit-trail' },
  },
  heroImageAlt:
    'The super admin’s audit log in the Eternity console: who changed what and when, one row per console change.',
  glance: {
    heading: 'At a glance',
    items: [
      // server/src/auth/passwords.ts
      { value: 'argon2id', label: 'password hashing, 19 MiB and 2 passes per hash' },
      // ACCESS_TOKEN_TTL default, server/src/env.ts
      { value: '15 min', label: 'access tokens, renewed by one-use refresh tokens' },
      // AUDIT_RETENTION_DAYS default, docs/decisions/0052
      { value: '365 days', label: 'append-only audit log of console changes, by default' },
      // docs/decisions/0036
      { value: 'TOTP', label: 'second factor for the super admin, required in a deployment' },
    ],
  },
  navLabel: 'On this page',
  topics: [
    {
      // ARCHITECTURE.md "No third-party hosts at run time"; server/src/db/client.ts; docs/decisions/0013, 0035
      id: 'data-location',
      eyebrow: 'Where data lives',
      heading: 'Your data stays where you run it',
      lead: 'Eternity runs as one server you host. Every account, booking and log entry is stored in your own database, and the pages load nothing from other companies’ servers.',
      points: [
        {
          title: 'Your database',
          text: 'An embedded PostgreSQL (PGlite) in a folder on your server, or your own PostgreSQL server. There is no shared Eternity cloud holding your records.',
        },
        {
          title: 'No third-party hosts at run time',
          text: 'Fonts, images, flags and videos are served by your server. The site has no analytics or advertising scripts. The one exception is Google’s sign-in for the city login, used only when you choose the Firebase identity mode.',
        },
        {
          title: 'Your mail relay',
          text: 'Booking and account e-mails go through the SMTP relay you configure; without one they are written to a file on your server, never to an outside service.',
        },
        {
          title: 'Settings, not secrets, in the page',
          text: 'The browser receives only settings every visitor may see (the API address, the contact key the booking form sends). A test fails if a secret is added to that list.',
        },
      ],
      settings: ['DATA_DIR', 'DATABASE_URL', 'SMTP_URL', 'IDENTITY_PROVIDER'],
    },
    {
      // server/src/auth/passwords.ts, docs/decisions/0015, 0020, 0034
      id: 'passwords',
      eyebrow: 'Accounts',
      heading: 'Passwords are hashed, checked and never shown',
      lead: 'Console accounts sign in with an email and a password. The server keeps only a slow, salted hash of each password.',
      points: [
        {
          title: 'argon2id hashing',
          text: 'Every password is hashed with argon2id at the OWASP-recommended minimum: 19 MiB of memory, 2 passes, 1 lane, with a new salt each time.',
        },
        {
          title: 'A policy that explains itself',
          text: 'At least 8 characters, not on a list of common passwords, not mostly your email, your name, repeats or sequences, and not easy to guess. The form says why while you type; the server applies the same rule.',
        },
        {
          title: 'No hints for guessers',
          text: 'Signing in to an account that does not exist takes as long as a wrong password, so response times do not reveal which emails have accounts.',
        },
        {
          title: 'Links that expire',
          text: 'Password-reset and invitation links are single-use, stored only as hashes, and stop working when the account’s password or email changes.',
        },
      ],
    },
    {
      // server/src/auth/refresh-tokens.ts, tokens.ts; docs/decisions/0011, 0015, 0031
      id: 'sessions',
      eyebrow: 'Sessions',
      heading: 'Sessions rotate, expire and can be ended',
      lead: 'A sign-in gives a short-lived access token and a refresh token. Each refresh swaps the refresh token for a new one, so a copied token is caught the moment it is used twice.',
      points: [
        {
          title: 'Short-lived access tokens',
          text: 'Signed access tokens are valid for 15 minutes, and the server refuses the access token of a sign-in that has ended.',
        },
        {
          title: 'Rotation with reuse detection',
          text: 'A refresh token works once. Presenting a used one again ends the whole sign-in it belongs to, for the thief and the owner alike. Only the same browser may retry within 10 seconds, for two tabs refreshing at once.',
        },
        {
          title: 'Sign-ins that end',
          text: 'A sign-in ends 30 days after it started, however often it is refreshed, or after 7 days without use. Refresh tokens are stored only as SHA-256 hashes.',
        },
        {
          title: 'Signing out means signed out',
          text: 'Sign-out revokes the sign-in on the server. Changing a password or email ends every other sign-in of the account. City users can see their sessions and devices and end any of them.',
        },
      ],
      settings: ['ACCESS_TOKEN_TTL', 'REFRESH_TOKEN_TTL', 'REFRESH_TOKEN_IDLE_TTL', 'REFRESH_REUSE_GRACE'],
    },
    {
      // docs/decisions/0036, server/src/auth/second-factor-*.ts
      id: 'two-step',
      eyebrow: 'Super admin',
      heading: 'A second factor for the account that can change everything',
      lead: 'The super admin signs in with a password and a code from an authenticator app (TOTP, RFC 6238). In a deployment this is required: until it is set up, the account can do nothing else.',
      points: [
        {
          title: 'Codes that work once',
          text: 'Six digits, renewed every 30 seconds. A code that has been accepted is never accepted again, even by two requests at the same moment.',
        },
        {
          title: 'Guessing is capped',
          text: 'The code step lasts 5 minutes and allows 5 tries, and code checks are counted per account as failed logins are.',
        },
        {
          title: 'Recovery codes',
          text: 'Ten recovery codes are shown once when the factor is turned on. The authenticator secrets are stored encrypted and the recovery codes hashed.',
        },
        {
          title: 'Turning it on ends other sign-ins',
          text: 'Sign-ins that began without the second factor are ended when it is turned on. Turning it off again needs the password and a code.',
        },
      ],
      settings: ['SUPER_ADMIN_MFA_REQUIRED', 'SECOND_FACTOR_KEY'],
    },
    {
      // ARCHITECTURE.md "The server decides"; server/src/middleware/auth.ts, services/access.ts
      id: 'access-control',
      eyebrow: 'Access control',
      heading: 'The server decides who sees what',
      lead: 'Hiding a button is not security. Every call is checked on the server for the caller’s role and for what that caller owns.',
      points: [
        {
          title: 'Roles from one table',
          text: 'Each call of the API is listed once with the roles allowed to make it. A test tries every call as every role and fails if a row has no rule.',
        },
        {
          title: 'Ownership',
          text: 'A business customer sees only the people in metaverses they administer or manage. Only the super admin can create, change or delete metaverses and accounts.',
        },
        {
          title: 'Current password for sensitive changes',
          text: 'Changing your own password or email needs the current password, so a stolen access token cannot take an account over.',
        },
      ],
    },
    {
      // docs/decisions/0052, server/src/audit/
      id: 'audit-log',
      eyebrow: 'Audit log',
      heading: 'Every console change is recorded, and the record cannot be edited',
      lead: 'Each change made in either console is written to an audit log: who made it, when, from which address, and each changed field before and after.',
      points: [
        {
          title: 'Append-only in the database',
          text: 'A database trigger refuses to update or delete audit entries. The only way out is the retention purge of entries older than the configured number of days (365 by default).',
        },
        {
          title: 'Never a secret',
          text: 'Passwords, password hashes, tokens and webhook secrets are recorded only as “changed”, never as values.',
        },
        {
          title: 'Searchable and exportable',
          text: 'The super admin filters the log by person, role, action, target and date, and exports it as CSV.',
        },
        {
          title: 'No change goes unlisted',
          text: 'A new console action cannot be built without saying what it records: the code does not compile until it does.',
        },
      ],
      settings: ['AUDIT_RETENTION_DAYS'],
    },
    {
      // server/src/app.ts (secureHeaders), permissions-policy.ts, middleware/api-headers.ts; docs/decisions/0035
      id: 'browser-protection',
      eyebrow: 'In the browser',
      heading: 'Strict headers on every page',
      lead: 'Every page and every API reply is sent with headers that limit what a browser will run, frame or share.',
      points: [
        {
          title: 'Content Security Policy',
          text: 'Scripts only from the site itself and no inline scripts; no plugins; forms post only to the site; other sites cannot frame the pages. API replies allow nothing at all.',
        },
        {
          title: 'HTTPS only, once seen',
          text: 'Strict-Transport-Security (180 days, subdomains included) tells browsers to use HTTPS for the site once they have reached it over HTTPS.',
        },
        {
          title: 'Permissions-Policy',
          text: 'Camera, microphone, location, payment, USB and the other powerful browser features the site does not use are switched off for every page and anything it frames.',
        },
        {
          title: 'Nothing leaks by default',
          text: 'No referrer is sent to other sites, files are never sniffed as another type, API replies are never cached, and the build’s own bookkeeping files are never served.',
        },
      ],
    },
    {
      // docs/decisions/0006, 0016, 0033, 0037, 0038
      id: 'abuse-limits',
      eyebrow: 'Abuse',
      heading: 'Limits on abuse, and a human check with no puzzles',
      lead: 'Limits leave room for a person working normally and stop scripts hammering the sign-in and booking forms.',
      points: [
        {
          title: 'Rate limits',
          text: 'Per address: 100 sign-ins, 300 token refreshes and 20 demo bookings every 5 minutes. Per account: 10 failed sign-ins every 15 minutes. Bookings are also capped per email and per email domain.',
        },
        {
          title: 'Shared between servers',
          text: 'With several servers behind a load balancer the counters are shared through Redis; the caps on code sends, device-code attempts and reset links are kept in the database.',
        },
        {
          title: 'An invisible human check, self-hosted',
          text: 'The demo form and the local sign-in’s code sends use ALTCHA: the browser solves a small proof of work while the visitor types. Challenges are signed by your server, used once and expire after 10 minutes. Nobody is shown a puzzle, and no outside service is called.',
        },
        {
          title: 'Suspect bookings are kept, not lost',
          text: 'A booking that fails the check is stored and set aside for review instead of being e-mailed, so a real lead is never dropped by mistake.',
        },
      ],
      settings: ['RATE_LIMIT_LOGIN', 'RATE_LIMIT_FAILED_LOGIN', 'REDIS_URL', 'HUMAN_CHECK_KEY'],
    },
    {
      // docs/decisions/0047, server/src/webhooks/
      id: 'webhooks',
      eyebrow: 'Integrations',
      heading: 'Signed webhooks to your CRM',
      lead: 'New leads and meetings can be sent to your CRM. Every request is signed so the receiver can prove it came from your server.',
      points: [
        {
          title: 'HMAC-SHA256 signatures',
          text: 'Each request carries a timestamp and an HMAC-SHA256 signature of the timestamp and the exact body, made with a secret only you and your CRM hold, and an id that stays the same on every retry.',
        },
        {
          title: 'Only public HTTPS addresses',
          text: 'A deployment sends webhooks only to https addresses on the public internet. The address is checked when it is saved and again at every delivery; redirects are not followed.',
        },
        {
          title: 'Secrets shown once',
          text: 'A webhook’s secret is shown in full only when it is created or rolled, and is never written to the logs.',
        },
      ],
      settings: ['WEBHOOK_ALLOW_PRIVATE_URLS'],
    },
    {
      // server/src/startup-check.ts, docs/decisions/0014, 0035
      id: 'deployment',
      eyebrow: 'Operations',
      heading: 'A deployment refuses to start unsafe',
      lead: 'Started as a deployment, the server checks its settings first and will not start, naming the setting to fix, if someone could claim an identity they cannot prove or a secret would be printed.',
      points: [
        {
          title: 'Keys of your own',
          text: 'It needs its own signing key and contact key; the published development defaults are refused.',
        },
        {
          title: 'Real identities only',
          text: 'The local sign-in helpers for evaluation (codes in the log, fixed test numbers) are refused; city sign-in goes through your Firebase project.',
        },
        {
          title: 'A strong first admin',
          text: 'The super admin’s password must pass the same password policy; a deployment never generates or prints one.',
        },
      ],
      settings: ['APP_MODE', 'JWT_SECRET', 'SITE_URL'],
    },
  ],
  report: {
    heading: 'Report a vulnerability',
    lead: 'If you believe you have found a security problem in Eternity, please write to us before making it public, with the steps to reproduce it.',
    emailLabel: 'Write to',
    absent: { before: 'Reach us through the ', link: 'contact page', after: ' and say it is a security report.' },
    note: 'Please do not test against other people’s accounts or data.',
  },
  scope: {
    heading: 'What this page is',
    text: 'A description of what the software does, kept next to its code. It is not a certification. The security of a deployment also depends on how its operator runs the servers, the database and the network.',
  },
};
