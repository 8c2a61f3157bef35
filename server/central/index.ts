/**
 * The central office's screens on the API: the Operators, Exchange rates, rate history and
 * Translations resources with their handlers, and the calls beside them: `GET {op}/labels`
 * (000 §7) and the settings (`system/settings`, `sectionUpdate/{code}`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exchangeRateHistory, exchangeRates } from '../../resources/exchangeRates';
import { operators } from '../../resources/operators';
import { translations } from '../../resources/translations';
import type { Manager } from '../auth/managers';
import type { Database } from '../db/database';
import { bindResource } from '../resource/bind';
import type { ResourceBinding } from '../resource/routes';
import type { Scope } from '../resource/scope';
import { exchangeRateHistoryTable, exchangeRatesTable, operatorsTable, translationsTable } from '../tables/central';
import { updateConsole } from './consoles';
import { loadGateways, saveGateway } from './gateways';
import { deleteLabel, deleteLabelsBulk, initializeDomain, registerLabelsRoute, saveLabel, syncLabelDefaults } from './labels';
import { registerTranslationFileRoutes } from './labelTransfer';
import { saveRate } from './rates';
import { registerSettingsRoutes } from './settingsRoutes';

/** The central office's resources with their storage and handlers (app.ts `SPECIAL_BINDINGS`). */
export const CENTRAL_BINDINGS: ResourceBinding[] = [
  bindResource(operators, { mapping: operatorsTable, handlers: { update: updateConsole, loadGateways, saveGateway } }),
  bindResource(exchangeRates, { mapping: exchangeRatesTable, handlers: { saveRate } }),
  bindResource(exchangeRateHistory, { mapping: exchangeRateHistoryTable }),
  bindResource(translations, {
    mapping: translationsTable,
    handlers: { save: saveLabel, delete: deleteLabel, deleteBulk: deleteLabelsBulk, initializeDomain },
    routes: registerTranslationFileRoutes,
  }),
];

type Context = (request: FastifyRequest) => Promise<{ manager: Manager; scope: Scope }>;

/** The central office's start-up work on the database: the labels' default texts copied from the catalogues. */
export async function prepareCentralOffice(db: Database): Promise<void> {
  await syncLabelDefaults(db);
}

/** Registers the calls beside the resources on the secured API; no database work (see {@link prepareCentralOffice}). */
export function registerCentralOfficeRoutes(app: FastifyInstance, db: Database, context: Context): void {
  registerLabelsRoute(app, db, context);
  registerSettingsRoutes(app, db, context);
}
