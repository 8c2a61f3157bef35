/** The choices of the campaign form, from the gateways campaigns may name. */
import type { CampaignGateway } from '../../../resources/bonusCampaign';

/** The operators that have a gateway, in order. */
export function operatorChoices(gateways: readonly CampaignGateway[]): string[] {
  return [...new Set(gateways.map((gateway) => gateway.operatorCode))].sort();
}

/** The currencies an operator's gateways take. */
export function currencyChoices(gateways: readonly CampaignGateway[], operatorCode: string): string[] {
  return [...new Set(gateways.filter((gateway) => gateway.operatorCode === operatorCode).flatMap((gateway) => gateway.currencies))].sort();
}

/** An operator's gateways that take deposits in `currency`. */
export function gatewayChoices(gateways: readonly CampaignGateway[], operatorCode: string, currency: string): CampaignGateway[] {
  return gateways.filter((gateway) => gateway.operatorCode === operatorCode && gateway.currencies.includes(currency));
}
