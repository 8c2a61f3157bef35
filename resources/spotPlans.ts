/**
 * The finance product's plans (002 §9, the landing page's pricing): per month, how many entities,
 * cost centers and editors an operator's books may have and how many bank transactions may be
 * imported in a calendar month. The landing page and the server's limit checks read this one table.
 */
import { namedEnum } from './model';

export const SpotPlanCode = namedEnum('spotPlan', ['FREE', 'PREMIUM', 'BUSINESS', 'ENTERPRISE']);
export type SpotPlanCode = (typeof SpotPlanCode.options)[number];

/** A plan's limits; `null` is no limit (Enterprise: agreed with support). */
export interface SpotPlanLimits {
  entities: number | null;
  costCenters: number | null;
  editors: number | null;
  transactionsPerMonth: number | null;
}

export interface SpotPlan {
  code: SpotPlanCode;
  /** Monthly price in euro; `from` prices start there; undefined: contact support. */
  price?: number;
  from?: boolean;
  limits: SpotPlanLimits;
  /** Price of an entity beyond the plan's, per month (each adds one entity). */
  extraEntityPerMonth?: number;
  annualDiscountPercent?: number;
}

export const SPOT_PLANS: readonly SpotPlan[] = [
  { code: 'FREE', price: 0, limits: { entities: 2, costCenters: 2, editors: 2, transactionsPerMonth: 300 } },
  {
    code: 'PREMIUM',
    price: 60,
    from: true,
    limits: { entities: 5, costCenters: 5, editors: 5, transactionsPerMonth: 5000 },
    extraEntityPerMonth: 12,
    annualDiscountPercent: 20,
  },
  {
    code: 'BUSINESS',
    price: 250,
    from: true,
    limits: { entities: 10, costCenters: 10, editors: 10, transactionsPerMonth: 50000 },
    extraEntityPerMonth: 25,
    annualDiscountPercent: 20,
  },
  { code: 'ENTERPRISE', limits: { entities: null, costCenters: null, editors: null, transactionsPerMonth: null } },
];

export function spotPlan(code: SpotPlanCode): SpotPlan {
  return SPOT_PLANS.find((plan) => plan.code === code)!;
}

/** The limits of a plan with its extra entities bought (each raises the entity limit by one). */
export function planLimits(code: SpotPlanCode, extraEntities = 0): SpotPlanLimits {
  const { limits } = spotPlan(code);
  return { ...limits, entities: limits.entities === null ? null : limits.entities + extraEntities };
}

/** What a plan limit counts. */
export type SpotLimitName = keyof SpotPlanLimits;
