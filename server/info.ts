/** `GET /info`: UI settings and build information (000 §3 "Server info"). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registrationDisabled } from './shell/registration';
import { contactEmail, monitoringUrl, socialLinks } from './shell/uiSettings';
import { EXCHANGE_RISKS } from './exchange';

export interface UiInfoOptions {
  instanceName?: string;
  mainCurrency?: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim();
  } catch {
    return null;
  }
}

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Build and git facts, read once at start-up (environment values win). */
export function buildInfo() {
  const commitCount = process.env.GIT_COMMIT_COUNT ?? git(['rev-list', '--count', 'HEAD']);
  return {
    build: { version: process.env.BUILD_VERSION ?? readVersion() },
    git: {
      commitCount: commitCount === null ? null : Number(commitCount),
      commitId: process.env.GIT_COMMIT_ID ?? git(['rev-parse', '--short', 'HEAD']),
      commitTime: process.env.GIT_COMMIT_TIME ?? git(['show', '-s', '--format=%cI', 'HEAD']),
    },
  };
}

/** Default player self-protection limits offered by the UI (001 §3). */
export const DEFAULT_SELF_PROTECTION_LIMITS = {
  selfProtectionDailyDepositLimit: 500,
  selfProtectionWeeklyDepositLimit: 2000,
  selfProtectionMonthlyDepositLimit: 5000,
  selfProtectionDailyWageringLimit: 1000,
  selfProtectionWeeklyWageringLimit: 5000,
  selfProtectionMonthlyWageringLimit: 15000,
};

export function uiInfo(options: UiInfoOptions = {}) {
  return {
    playersTitle: 'Players',
    officeTitle: 'Backoffice',
    domain: process.env.PUBLIC_DOMAIN ?? 'localhost',
    logoName: 'logo',
    logoUrl: null,
    darkTheme: false,
    theme: { primary: '#1565c0', secondary: '#ff8f00' },
    colors: {},
    officeRegistrationDisabled: registrationDisabled(),
    contactEmail: contactEmail(),
    socialLinks: socialLinks(),
    instanceName: options.instanceName ?? process.env.INSTANCE_NAME ?? 'demo',
    monitoringUrl: monitoringUrl(),
    reportPagesExportSize: 10,
    mainCurrency: options.mainCurrency ?? 'EUR',
    betslipFooter: 'Thank you for playing responsibly. 18+ only.',
    exchangeRateSource: 'MANUAL',
    exchangeRisks: EXCHANGE_RISKS,
    tenantsUseCentralOfficeExchangeRates: true,
    ...DEFAULT_SELF_PROTECTION_LIMITS,
    defaultSelfProtectionLimits: DEFAULT_SELF_PROTECTION_LIMITS,
  };
}
