/**
 * The campaign form's values and their conversions: a campaign (or the campaign a new one copies)
 * into what the inputs show, and the inputs into the terms the API takes (`BonusCampaignInput`),
 * validated with the shared rules.
 */
import { z } from 'zod';
import type { BonusCampaign } from '../../../resources/bonusCampaign';
import { BonusCampaignInput, CAMPAIGN_CODE_PATTERN } from '../../../resources/bonusCampaignRules';

/** What the inputs hold: text as typed, dates as `YYYY-MM-DDTHH:mm` in the browser's time zone. */
export interface CampaignFormValues {
  operatorCode: string;
  code: string;
  title: string;
  type: string;
  description: string;
  currency: string;
  gateways: string[];
  bonusPercent: string;
  maxBonusAmount: string;
  minDepositAmount: string;
  rollover: string;
  startTime: string;
  endTime: string;
}

/** A new campaign with nothing entered yet. */
export const EMPTY_CAMPAIGN: CampaignFormValues = {
  operatorCode: '',
  code: '',
  title: '',
  type: 'DEPOSIT',
  description: '',
  currency: '',
  gateways: [],
  bonusPercent: '',
  maxBonusAmount: '',
  minDepositAmount: '',
  rollover: '',
  startTime: '',
  endTime: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` input value in the browser's time zone. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; empty: none; unreadable: the text (the rules name it). */
function instant(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A typed amount: empty is none, a comma may be the decimal mark, anything else stays text (the rules name it). */
function amount(value: string): number | string | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : value;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved campaign as the form shows it. */
export function campaignValues(campaign: BonusCampaign): CampaignFormValues {
  return {
    operatorCode: campaign.operatorCode,
    code: campaign.code,
    title: campaign.title,
    type: campaign.type,
    description: campaign.description ?? '',
    currency: campaign.currency,
    gateways: [...campaign.gateways],
    bonusPercent: text(campaign.bonusPercent),
    maxBonusAmount: text(campaign.maxBonusAmount),
    minDepositAmount: text(campaign.minDepositAmount),
    rollover: text(campaign.rollover),
    startTime: localInputValue(campaign.startTime),
    endTime: localInputValue(campaign.endTime),
  };
}

/** The code a copy of `code` suggests: `<code>_2`, within the code's length. */
export function copyCode(code: string): string {
  const base = code.replace(/_\d+$/, '');
  const suggestion = `${base.slice(0, 37)}_2`;
  return CAMPAIGN_CODE_PATTERN.test(suggestion) ? suggestion : '';
}

/**
 * A new draft copying `source` (`/bonus-campaign-new?campaignCode=`): its terms, a new code, and
 * no dates (the copy runs when it is scheduled).
 */
export function copyValues(source: BonusCampaign): CampaignFormValues {
  return { ...campaignValues(source), code: copyCode(source.code), startTime: '', endTime: '' };
}

/** The address of a new draft copying a campaign (000 §2 `/bonus-campaign-new?campaignCode=`). */
export function copyPath(campaign: Pick<BonusCampaign, 'code' | 'operatorCode'>): string {
  return `/bonus-campaign-new?campaignCode=${encodeURIComponent(campaign.code)}&operatorCode=${encodeURIComponent(campaign.operatorCode)}`;
}

/** The form's values as the API's terms (values the rules refuse stay as typed, for the rules to name). */
export function campaignInput(values: CampaignFormValues): Record<string, unknown> {
  return {
    operatorCode: values.operatorCode,
    code: values.code.trim().toUpperCase(),
    title: values.title,
    type: values.type,
    description: values.description.trim() === '' ? null : values.description,
    currency: values.currency,
    gateways: values.gateways,
    bonusPercent: amount(values.bonusPercent) ?? undefined,
    maxBonusAmount: amount(values.maxBonusAmount),
    minDepositAmount: amount(values.minDepositAmount) ?? undefined,
    rollover: amount(values.rollover) ?? undefined,
    startTime: instant(values.startTime),
    endTime: instant(values.endTime),
  };
}

/** The form's schema: the values converted, then the shared rules (messages are catalogue keys). */
export const campaignFormSchema = z.preprocess((values) => campaignInput(values as CampaignFormValues), BonusCampaignInput);
