/**
 * The bet row page's sections (002 §3 bet row fields): the bet, its match, and where it belongs
 * (betslip, player, operator), each field drawn by the lists' cells.
 */
import { BooleanCell } from '../../resource-ui/cells/BooleanCell';
import { DateTimeCell } from '../../resource-ui/cells/DateTimeCell';
import { EnumCell } from '../../resource-ui/cells/EnumCell';
import { MoneyCell } from '../../resource-ui/cells/MoneyCell';
import { NumberCell } from '../../resource-ui/cells/NumberCell';
import { PlayerLinkCell } from '../../resource-ui/cells/PlayerLinkCell';
import { TextCell } from '../../resource-ui/cells/TextCell';
import type { CellProps, FieldSpec, SectionSpec } from '../../resource-ui/types';
import type { ComponentType } from 'react';

/** A field labelled `app.bets.fields.<label>` (default: the source). */
function field(source: string, cell: ComponentType<CellProps>, options: Partial<FieldSpec> & { label?: string } = {}): FieldSpec {
  const { label = source, ...rest } = options;
  return { source, cell, label: `app.bets.fields.${label}`, ...rest };
}

const money = { currency: 'currency' } as const;

export const BET_ROW_SECTIONS: readonly SectionSpec[] = [
  {
    title: 'app.bets.sections.bet',
    fields: [
      field('status.code', EnumCell, { label: 'status', enumName: 'betResultCode' }),
      field('manualOverride', BooleanCell),
      field('marketName', TextCell),
      field('outcomeText', TextCell),
      field('outcomeValue', NumberCell),
      field('margin', NumberCell),
      field('betrowStake', MoneyCell, money),
      // Max win cut to two decimals, as in the betslip list (002 §2).
      field('maxWinValue', MoneyCell, { ...money, decimals: 2 }),
      field('paidValue', MoneyCell, money),
      field('paymentStatus', EnumCell, { enumName: 'betslipPaymentStatus' }),
      field('created', DateTimeCell),
      field('updated', DateTimeCell),
    ],
  },
  {
    title: 'app.bets.sections.match',
    fields: [
      field('match', TextCell),
      field('matchId', TextCell, { link: [{ to: '/bookmakers-matches?id={matchId}' }] }),
      field('sportCode', EnumCell, { enumName: 'sport' }),
      field('leagueName', TextCell),
      field('guildName', TextCell),
      field('feedCode', TextCell),
      field('isLive', BooleanCell),
      field('matchStatus.description', TextCell, { label: 'matchStatus' }),
      field('matchDate', DateTimeCell),
      field('matchEndDate', DateTimeCell),
      field('matchConfirmedDate', DateTimeCell),
      field('placementMatchScore', TextCell),
      field('matchScore', TextCell),
      field('lastMatchStatsSs', TextCell),
    ],
  },
  {
    title: 'app.bets.sections.betslip',
    fields: [
      field('betslipId', TextCell, { link: [{ to: '/betslips/{betslipId}' }] }),
      field('playerUsername', PlayerLinkCell, { playerIdSource: 'playerId' }),
      field('currency.code', TextCell, { label: 'currency' }),
      field('operatorCode', TextCell, { only: 'central' }),
    ],
  },
];
