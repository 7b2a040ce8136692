import { superAdminPasswordProblem } from './auth/password-policy';
import { DEFAULT_CONTACT_API_TOKEN, type Config } from './env';

// A deployment fails closed before anything opens: no unproven identities, no printed secrets (docs/decisions/0014).

const LOCAL_HINT = 'or set APP_MODE=local for a local evaluation';

/** Every reason not to start, one self-contained line each, naming the variable to set; empty when all is well. */
export function startupProblems(config: Config): string[] {
  const problems: string[] = [];
  // Whatever the mode: the firebase provider cannot check a token without knowing the project it must name.
  if (config.identityProvider === 'firebase' && !config.firebaseProjectId) {
    problems.push('IDENTITY_PROVIDER=firebase needs FIREBASE_PROJECT_ID: set it to the Firebase project whose ID tokens the API accepts.');
  }
  if (config.shutdown.drainDelayMs >= config.shutdown.timeoutMs) {
    problems.push(
      `SHUTDOWN_DRAIN_DELAY_MS (${config.shutdown.drainDelayMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${config.shutdown.timeoutMs}): ` +
        'the timeout bounds the whole shutdown, drain delay included.',
    );
  }
  if (config.appMode !== 'deployment') return problems;

  if (config.identityProvider === 'local') {
    problems.push(
      'IDENTITY_PROVIDER=local cannot run in a deployment: its one-time codes only reach the log and the outbox file, ' +
        `so anyone could sign in as anyone. Set IDENTITY_PROVIDER=firebase and FIREBASE_PROJECT_ID, ${LOCAL_HINT}.`,
    );
  }
  if (Object.keys(config.localTestPhones).length > 0) {
    problems.push(`LOCAL_TEST_PHONES gives phone numbers fixed one-time codes: remove it in a deployment, ${LOCAL_HINT}.`);
  }
  if (!config.siteUrl) {
    problems.push(
      'SITE_URL not set: a deployment mails links to itself (dashboard password reset) and lists its pages in the ' +
        `sitemap, and must not take its address from a request's Host header. Set SITE_URL=https://your.site, ${LOCAL_HINT}.`,
    );
  }
  if (!config.superAdminEmail || !config.superAdminPassword) {
    const missing = [!config.superAdminEmail && 'SUPER_ADMIN_EMAIL', !config.superAdminPassword && 'SUPER_ADMIN_PASSWORD']
      .filter(Boolean)
      .join(' and ');
    problems.push(
      `${missing} not set: a deployment never generates and prints a super-admin password. Set SUPER_ADMIN_EMAIL and ` +
        `SUPER_ADMIN_PASSWORD (a password manager's, 8 characters at least), ${LOCAL_HINT}.`,
    );
  } else {
    // The API refuses such a password for any account (docs/decisions/0015, 0034); the seeded one gets no exception.
    const weak = superAdminPasswordProblem(config);
    if (weak) problems.push(weak);
  }
  // docs/decisions/0035: the signing key and the book-demo key are the operator's own, never generated or a default.
  if (!config.jwtSecretSet) {
    problems.push(
      'JWT_SECRET not set: a deployment signs its tokens with a key of its own, the same on every instance and across ' +
        `restarts, never one generated into DATA_DIR. Set JWT_SECRET to 32 random characters or more (openssl rand -base64 48), ${LOCAL_HINT}.`,
    );
  }
  if (config.contactApiToken === DEFAULT_CONTACT_API_TOKEN) {
    problems.push(
      `CONTACT_API_TOKEN is the published default '${DEFAULT_CONTACT_API_TOKEN}': set a key of your own for the book-demo ` +
        `calls (the browser gets it through the run-time config), ${LOCAL_HINT}.`,
    );
  }
  return problems;
}

/**
 * What a deployment may run without but an operator must know (docs/decisions/0057): one self-contained line each,
 * logged as a warning at start-up; empty when all is well.
 */
export function startupWarnings(
  config: Pick<Config, 'appMode' | 'redisUrl' | 'firebaseJwksUrl'> & { client?: Pick<Config['client'], 'CONTACT_EMAIL'> },
): string[] {
  if (config.appMode !== 'deployment') return [];
  const warnings: string[] = [];
  if (config.firebaseJwksUrl) {
    warnings.push(
      `FIREBASE_JWKS_URL is set: Firebase ID tokens are checked against the keys at ${config.firebaseJwksUrl}, not ` +
        "Google's; whoever holds those keys can sign anyone in. Unset it unless this is a test cluster.",
    );
  }
  if (!config.client?.CONTACT_EMAIL) {
    warnings.push(
      'CONTACT_EMAIL not set: the public pages show placeholder contact details (hello@example.com, sample addresses). ' +
        'Set CONTACT_EMAIL and the OFFICE_* settings to your own (docs/decisions/0060).',
    );
  }
  if (!config.redisUrl) {
    warnings.push(
      'REDIS_URL not set: the per-IP, failed-login and booking rate limits are counted in this process only, so with ' +
        'several instances behind a load balancer each one allows the full limit. Set REDIS_URL=redis://… to share them.',
    );
  }
  return warnings;
}
