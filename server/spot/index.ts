/** The finance product's resources with their storage, handlers and access rule (the books' editors). */
import type { FastifyRequest } from 'fastify';
import type { ActionDef, Resource } from '../../resources/model';
import { validationError } from '../http/errors';
import { spotCostCenters, spotEditors, spotOrganization } from '../../resources/spotOrganization';
import { spotBankAccounts, spotBanking, spotExpenses, spotIncome } from '../../resources/spotBanking';
import { spotFiles } from '../../resources/spotFiles';
import { spotCategories, spotPartners, spotRules } from '../../resources/spotLedger';
import { spotIncomingInvoices, spotSentInvoices } from '../../resources/spotInvoices';
import type { ActionHandler } from '../resource/actions';
import type { ResourceBinding } from '../resource/routes';
import type { Database } from '../db/database';
import type { Manager } from '../auth/managers';
import type { Scope } from '../resource/scope';
import { requireBooks } from './access';
import {
  bankAccountHandlers,
  categoryHandlers,
  costCenterHandlers,
  editorHandlers,
  entityHandlers,
  fileHandlers,
  partnerHandlers,
  ruleHandlers,
  transactionHandlers,
} from './handlers';
import { spotMatches } from '../../resources/spotMatches';
import { matchHandlers, matchInvoice, matchTransaction } from './matchActions';
import { matchesTable } from './matching';
import { incomingInvoiceHandlers, incomingInvoicesTable, sentInvoiceHandlers, sentInvoicesTable } from './invoices';
import { registerSpotRoutes } from './routes';
import { spotCashFlow, spotProfitability } from '../../resources/spotReports';
import { cashFlowTable, profitabilityTable, registerForecastRoutes } from './reports';
import * as tables from './tables';

const handlers = (map: object) => map as unknown as Record<string, ActionHandler<never>>;

/** Reads need an editor row (VIEWER or EDITOR), changes EDITOR; central managers always may. */
function booksAccess(resource: Resource) {
  return async (db: Database, context: { manager: Manager; scope: Scope }, request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    const read = request.method === 'GET' || url.endsWith(`/:op/${resource.api.path}`) || url.endsWith('/report');
    await requireBooks(db, context.manager, context.scope.operatorCode, !read);
  };
}

/**
 * A binding whose adding action (`POST {api.path}`, the list's own POST path) is served as the
 * binding's `create`: a body with only list parameters stays a list query.
 */
function bind(resource: Resource, mapping: ResourceBinding['mapping'], map: object, extra: Partial<ResourceBinding> = {}): ResourceBinding {
  const all = handlers(map);
  const adding = Object.entries(resource.actions).find(
    ([, action]) => action.scope === 'collection' && action.request.method === 'POST' && action.request.path === '',
  );
  if (!adding) return { resource, mapping, handlers: all, access: booksAccess(resource), ...extra };
  const [name, action] = adding;
  const actions = Object.fromEntries(Object.entries(resource.actions).filter(([key]) => key !== name)) as Record<string, ActionDef>;
  const create: ResourceBinding['create'] = async (request, options) => {
    const { manager, scope } = await options.context(request);
    const parsed = action.input.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error, undefined, `Invalid input for ${name}`);
    const payload = await all[name]({ db: options.db, scope, manager, request }, parsed.data as never);
    return { success: true, payload };
  };
  return { resource: { ...resource, actions }, mapping, handlers: all, access: booksAccess(resource), create, ...extra };
}

export const SPOT_BINDINGS: ResourceBinding[] = [
  bind(spotOrganization, tables.entitiesTable, entityHandlers),
  bind(spotCostCenters, tables.costCentersTable, costCenterHandlers),
  bind(spotEditors, tables.editorsTable, editorHandlers),
  bind(spotBankAccounts, tables.bankAccountsTable, bankAccountHandlers),
  bind(spotBanking, tables.bankingTable, { ...transactionHandlers, matchInvoice }, { routes: registerSpotRoutes }),
  bind(spotIncome, tables.incomeTable, { ...transactionHandlers, matchInvoice }),
  bind(spotExpenses, tables.expensesTable, { ...transactionHandlers, matchInvoice }),
  bind(spotFiles, tables.filesTable, fileHandlers),
  bind(spotCategories, tables.categoriesTable, categoryHandlers),
  bind(spotRules, tables.rulesTable, ruleHandlers),
  bind(spotPartners, tables.partnersTable, partnerHandlers),
  bind(spotIncomingInvoices, incomingInvoicesTable, { ...incomingInvoiceHandlers, matchTransaction }),
  bind(spotSentInvoices, sentInvoicesTable, { ...sentInvoiceHandlers, matchTransaction }),
  bind(spotMatches, matchesTable, matchHandlers),
  bind(spotProfitability, profitabilityTable, {}),
  bind(spotCashFlow, cashFlowTable, {}, { routes: registerForecastRoutes }),
];
