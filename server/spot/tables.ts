/** Storage of the finance product's resources (migration 170): the declarations' storage and the server's SQL expressions. */
import { sql } from '../db/sql';
import { deriveTable } from '../tables/derive';
import { isoTime, json } from '../tables/common';
import { spotCostCenters, spotEditors, spotOrganization } from '../../resources/spotOrganization';
import { spotBankAccounts, spotBanking, spotExpenses, spotIncome } from '../../resources/spotBanking';
import { spotFiles } from '../../resources/spotFiles';
import { spotCategories, spotPartners, spotRules } from '../../resources/spotLedger';
import type { Resource } from '../../resources/model';
import { rejectedToReview } from './notifications';

export const entitiesTable = deriveTable(spotOrganization);

export const costCentersTable = deriveTable(spotCostCenters, {
  computed: { entityName: { sql: sql`SELECT e.name FROM spot_entities e WHERE e.id = spot_cost_centers.entity_id` } },
});

export const editorsTable = deriveTable(spotEditors, {
  computed: {
    email: { sql: sql`SELECT m.email FROM managers m WHERE m.id = spot_editors.manager_id` },
    managerName: {
      sql: sql`SELECT nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') FROM managers m WHERE m.id = spot_editors.manager_id`,
    },
  },
});

export const bankAccountsTable = deriveTable(spotBankAccounts, {
  computed: {
    entityName: { sql: sql`SELECT e.name FROM spot_entities e WHERE e.id = spot_bank_accounts.entity_id` },
    transactions: { sql: sql`SELECT count(*)::integer FROM spot_transactions t WHERE t.bank_account_id = spot_bank_accounts.id` },
    lastBooking: { sql: sql`SELECT max(t.booking_date)::text FROM spot_transactions t WHERE t.bank_account_id = spot_bank_accounts.id` },
  },
});

/** The transactions' names of what they point at, and their direction from the amount's sign. */
function transactionsTable(resource: Resource, rows?: 'IN' | 'OUT') {
  return deriveTable(resource, {
    computed: {
      bankAccountName: { sql: sql`SELECT a.name FROM spot_bank_accounts a WHERE a.id = spot_transactions.bank_account_id` },
      categoryName: {
        sql: sql`SELECT c.name FROM spot_categories c WHERE c.id = spot_transactions.category_id`,
      },
      costCenterCode: { sql: sql`SELECT c.code FROM spot_cost_centers c WHERE c.id = spot_transactions.cost_center_id` },
      partnerName: { sql: sql`SELECT p.name FROM spot_partners p WHERE p.id = spot_transactions.partner_id` },
      direction: { sql: sql`CASE WHEN spot_transactions.amount > 0 THEN 'IN' ELSE 'OUT' END` },
    },
    virtualFilters: {
      uncategorised: (value) =>
        value === true ? sql`spot_transactions.category_id IS NULL` : sql`spot_transactions.category_id IS NOT NULL`,
    },
    // Income and expenses: the rows of one direction.
    ...(rows ? { rowCondition: rows === 'IN' ? sql`spot_transactions.amount > 0` : sql`spot_transactions.amount < 0` } : {}),
  });
}

export const bankingTable = transactionsTable(spotBanking);
export const incomeTable = transactionsTable(spotIncome, 'IN');
export const expensesTable = transactionsTable(spotExpenses, 'OUT');

export const filesTable = deriveTable(spotFiles, {
  computed: {
    bankAccountName: { sql: sql`SELECT a.name FROM spot_bank_accounts a WHERE a.id = spot_files.bank_account_id` },
    rejected: { sql: sql`spot_files.rejected`, read: (value) => json(value, []) },
    mapping: { sql: sql`spot_files.mapping`, read: (value) => json(value, null) },
    preview: { sql: sql`spot_files.preview`, read: (value) => json(value, null) },
    imported: { sql: sql`spot_files.imported`, read: isoTime },
  },
  virtualFilters: {
    rejectedToReview: (value) => (value === true ? rejectedToReview('spot_files') : sql`NOT (${rejectedToReview('spot_files')})`),
  },
});

export const categoriesTable = deriveTable(spotCategories, {
  computed: { transactions: { sql: sql`SELECT count(*)::integer FROM spot_transactions t WHERE t.category_id = spot_categories.id` } },
});

export const rulesTable = deriveTable(spotRules, {
  computed: {
    categoryName: { sql: sql`SELECT c.name FROM spot_categories c WHERE c.id = spot_rules.category_id` },
    costCenterCode: { sql: sql`SELECT c.code FROM spot_cost_centers c WHERE c.id = spot_rules.cost_center_id` },
    partnerName: { sql: sql`SELECT p.name FROM spot_partners p WHERE p.id = spot_rules.partner_id` },
    transactions: { sql: sql`SELECT count(*)::integer FROM spot_transactions t WHERE t.rule_id = spot_rules.id` },
  },
});

export const partnersTable = deriveTable(spotPartners, {
  computed: {
    ibans: {
      sql: sql`SELECT coalesce(jsonb_agg(pi.iban ORDER BY pi.iban), '[]'::jsonb) FROM spot_partner_ibans pi WHERE pi.partner_id = spot_partners.id`,
      read: (value) => json(value, []),
    },
    transactions: { sql: sql`SELECT count(*)::integer FROM spot_transactions t WHERE t.partner_id = spot_partners.id` },
    totalIn: {
      sql: sql`SELECT coalesce(sum(t.amount), 0) FROM spot_transactions t WHERE t.partner_id = spot_partners.id AND t.amount > 0`,
    },
    totalOut: {
      sql: sql`SELECT coalesce(-sum(t.amount), 0) FROM spot_transactions t WHERE t.partner_id = spot_partners.id AND t.amount < 0`,
    },
  },
});
