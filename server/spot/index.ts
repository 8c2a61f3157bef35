/** The finance product's resources with their storage, handlers and access rule (the books' editors). */
import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../resources/model';
import { validationError } from '../http/errors';
import { spotCostCenters, spotEditors, spotOrganization } from '../../resources/spotOrganization';
import { spotBankAccounts, spotBanking, spotExpenses, spotIncome } from '../../resources/spotBanking';
import { spotFiles } from '../../resources/spotFiles';
import { spotCategories, spotPartners, spotRules } from '../../resources/spotLedger';
import { spotIncomingInvoices, spotSentInvoices } from '../../resources/spotInvoices';
import { bindResource } from '../resource/bind';
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
import { downloadInvoicePdf } from './invoicePdf';
import { spotCashFlow, spotProfitability } from '../../resources/spotReports';
import { cashFlowTable, profitabilityTable, registerForecastRoutes } from './reports';
import { spotNotifications } from '../../resources/spotNotifications';
import { notificationsTable } from './notifications';
import * as tables from './tables';
import { spotTaxes, spotTaxInvoices, spotTaxRates } from '../../resources/spotTaxes';
import { taxHandlers, taxInvoicesTable, taxPeriodsTable, taxRatesTable } from './taxes';

/** Reads need an editor row (VIEWER or EDITOR), changes EDITOR; central managers always may. */
function booksAccess(resource: Resource) {
  return async (db: Database, context: { manager: Manager; scope: Scope }, request: FastifyRequest) => {
    const url = request.routeOptions.url ?? '';
    const read = request.method === 'GET' || url.endsWith(`/:op/${resource.api.path}`) || url.endsWith('/report');
    await requireBooks(db, context.manager, context.scope.operatorCode, !read);
  };
}

/**
 * A binding of the books: its access rule, and its adding action (`POST {api.path}`, the list's own
 * POST path) served as the binding's `create` by that action's handler: a body with only list
 * parameters stays a list query.
 */
function books(binding: ResourceBinding): ResourceBinding {
  const { resource, handlers } = binding;
  const access = booksAccess(resource);
  const adding = Object.entries(resource.actions).find(
    ([, action]) => action.scope === 'collection' && action.request.method === 'POST' && action.request.path === '',
  );
  if (!adding) return { access, ...binding };
  const [name, action] = adding;
  const actions = Object.fromEntries(Object.entries(resource.actions).filter(([key]) => key !== name));
  const create: ResourceBinding['create'] = async (request, options) => {
    const { manager, scope } = await options.context(request);
    const parsed = action.input.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error, undefined, `Invalid input for ${name}`);
    const payload = await handlers[name]({ db: options.db, scope, manager, request }, parsed.data as never);
    return { success: true, payload };
  };
  return { access, create, ...binding, resource: { ...resource, actions } };
}

export const SPOT_BINDINGS: ResourceBinding[] = [
  books(bindResource(spotOrganization, { mapping: tables.entitiesTable, handlers: entityHandlers })),
  books(bindResource(spotCostCenters, { mapping: tables.costCentersTable, handlers: costCenterHandlers })),
  books(bindResource(spotEditors, { mapping: tables.editorsTable, handlers: editorHandlers })),
  books(bindResource(spotBankAccounts, { mapping: tables.bankAccountsTable, handlers: bankAccountHandlers })),
  books(
    bindResource(spotBanking, {
      mapping: tables.bankingTable,
      handlers: { ...transactionHandlers, matchInvoice },
      routes: registerSpotRoutes,
    }),
  ),
  books(bindResource(spotIncome, { mapping: tables.incomeTable, handlers: { ...transactionHandlers, matchInvoice } })),
  books(bindResource(spotExpenses, { mapping: tables.expensesTable, handlers: { ...transactionHandlers, matchInvoice } })),
  books(bindResource(spotFiles, { mapping: tables.filesTable, handlers: fileHandlers })),
  books(bindResource(spotCategories, { mapping: tables.categoriesTable, handlers: categoryHandlers })),
  books(bindResource(spotRules, { mapping: tables.rulesTable, handlers: ruleHandlers })),
  books(bindResource(spotPartners, { mapping: tables.partnersTable, handlers: partnerHandlers })),
  books(bindResource(spotIncomingInvoices, { mapping: incomingInvoicesTable, handlers: { ...incomingInvoiceHandlers, matchTransaction } })),
  books(
    bindResource(spotSentInvoices, {
      mapping: sentInvoicesTable,
      handlers: { ...sentInvoiceHandlers, matchTransaction, downloadPdf: downloadInvoicePdf },
    }),
  ),
  books(bindResource(spotMatches, { mapping: matchesTable, handlers: matchHandlers })),
  books(bindResource(spotTaxes, { mapping: taxPeriodsTable, handlers: taxHandlers })),
  books(bindResource(spotTaxRates, { mapping: taxRatesTable })),
  books(bindResource(spotTaxInvoices, { mapping: taxInvoicesTable })),
  books(bindResource(spotProfitability, { mapping: profitabilityTable })),
  books(bindResource(spotCashFlow, { mapping: cashFlowTable, routes: registerForecastRoutes })),
  books(bindResource(spotNotifications, { mapping: notificationsTable })),
];
