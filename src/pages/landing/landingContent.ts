/** The landing page's sections and pricing plans (002 §2, §9); text lives in the catalogue under `app.landing.*`. */
import { SPOT_PLANS } from '../../../resources/spotPlans';

/** In-page anchors in order; `beta` sections show in beta mode only. */
export const LANDING_SECTIONS = [
  { id: 'howItWorks' },
  { id: 'whyChooseUs' },
  { id: 'features' },
  { id: 'pricingPlans' },
  { id: 'faq' },
  { id: 'testimonials', beta: true },
  { id: 'security' },
  { id: 'aboutUs' },
  { id: 'contact' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export interface PricingPlan {
  key: 'free' | 'premium' | 'business' | 'enterprise';
  /** Monthly price in euro; `from` prices start there; undefined: contact support. */
  price?: number;
  from?: boolean;
  entities?: number;
  maxTransactions?: number;
  extraEntityPerMonth?: number;
  annualDiscountPercent?: number;
}

/** The four plans, per month (002 §9), from the finance product's plan table. Entities, cost centers and editors share one number. */
export const PRICING_PLANS: readonly PricingPlan[] = SPOT_PLANS.map((plan) => ({
  key: plan.code.toLowerCase() as PricingPlan['key'],
  ...(plan.price !== undefined ? { price: plan.price } : {}),
  ...(plan.from ? { from: true } : {}),
  ...(plan.limits.entities !== null ? { entities: plan.limits.entities } : {}),
  ...(plan.limits.transactionsPerMonth !== null ? { maxTransactions: plan.limits.transactionsPerMonth } : {}),
  ...(plan.extraEntityPerMonth ? { extraEntityPerMonth: plan.extraEntityPerMonth } : {}),
  ...(plan.annualDiscountPercent ? { annualDiscountPercent: plan.annualDiscountPercent } : {}),
}));

/** A number as the spec writes it: a space as thousands separator from 10 000 on (300, 5000, 50 000). */
export const groupThousands = (value: number) => (value < 10_000 ? String(value) : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
