/** Which bonus campaigns a deposit is offered, and why a chosen one cannot be applied (002 §5). */
import type { z } from 'zod';
import { codeOfCurrency, currencySymbol, formatMoney } from '../../resources/money';
import type { BonusCampaignAvailability, Payment } from '../../resources/payments';

export type Availability = z.output<typeof BonusCampaignAvailability>;

/** Campaigns in the deposit's currency whose gateways include the deposit's wallet. */
export function offeredCampaigns(payment: Pick<Payment, 'currency' | 'paymentWallet'>, entries: readonly Availability[]): Availability[] {
  return entries.filter(
    (entry) =>
      codeOfCurrency(entry.bonusCampaign.currency) === codeOfCurrency(payment.currency) &&
      payment.paymentWallet != null &&
      entry.bonusCampaign.gateways.includes(payment.paymentWallet),
  );
}

/**
 * The catalogue message (key and arguments) that blocks applying `entry`, or undefined when it can
 * be applied. The minimum deposit is written in `locale` with the currency's symbol (002 §5).
 */
export function campaignProblem(
  payment: Pick<Payment, 'accountMovement' | 'currency'>,
  entry: Availability,
  locale: string,
): { key: string; args: Record<string, unknown> } | undefined {
  if (!entry.available) {
    return { key: 'app.panels.paymentBonus.notAvailable', args: { reason: entry.unavailabilityReasonText ?? '' } };
  }
  const minimum = entry.bonusCampaign.minDepositAmount;
  if (minimum != null && payment.accountMovement < minimum) {
    const code = codeOfCurrency(entry.bonusCampaign.currency);
    const currency = code ? currencySymbol(code, locale) : '';
    return { key: 'app.panels.paymentBonus.minimumDeposit', args: { amount: formatMoney(minimum, locale), currency } };
  }
  return undefined;
}
