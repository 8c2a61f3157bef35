/** `GET /info`: UI settings and build information (000 §3 "Server info"). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Queryable } from './db/database';
import { consoleLook } from './central/consoles';
import { readSettings } from './central/settings';
import { EXCHANGE_RISKS } from './exchange';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Answers of git by their arguments: asked once per process (every app the process builds shares them). */
const gitAnswers = new Map<string, string | null>();

function git(args: string[]): string | null {
  const key = args.join(' ');
  if (gitAnswers.has(key)) return gitAnswers.get(key)!;
  let answer: string | null;
  try {
    answer = execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim();
  } catch {
    answer = null;
  }
  gitAnswers.set(key, answer);
  return answer;
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

/**
 * The UI info of a console (000 §3): an operator's look and settings for its staff, the central
 * office's for central managers and visitors (`null`). Titles the console has not set are the
 * console's default words.
 */
export async function uiInfo(db: Queryable, operatorCode: string | null) {
  const [look, settings, central] = await Promise.all([
    consoleLook(db, operatorCode),
    readSettings(db, operatorCode),
    consoleLook(db, null),
  ]);
  return {
    playersTitle: look.playersTitle ?? 'Players',
    officeTitle: look.officeTitle ?? 'Backoffice',
    domain: look.domain ?? process.env.PUBLIC_DOMAIN ?? 'localhost',
    logoName: look.logoUrl ? `${look.code}-logo` : 'logo',
    logoUrl: look.logoUrl,
    darkTheme: look.darkTheme,
    theme: look.theme,
    colors: {},
    officeRegistrationDisabled: settings.officeRegistrationDisabled,
    contactEmail: settings.contactEmail,
    socialLinks: settings.socialLinks,
    instanceName: process.env.INSTANCE_NAME ?? 'demo',
    monitoringUrl: settings.monitoringUrl,
    reportPagesExportSize: settings.reportPagesExportSize,
    mainCurrency: central.currency,
    betslipFooter: 'Thank you for playing responsibly. 18+ only.',
    exchangeRateSource: 'MANUAL',
    exchangeRisks: EXCHANGE_RISKS,
    tenantsUseCentralOfficeExchangeRates: true,
    ...DEFAULT_SELF_PROTECTION_LIMITS,
    defaultSelfProtectionLimits: DEFAULT_SELF_PROTECTION_LIMITS,
  };
}
