/** The landing page's sections and pricing plans (002 §2, §9); text lives in the catalogue under `app.landing.*`. */

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

/** The four plans, per month (002 §9). Entities, cost centers and editors share one number. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  { key: 'free', price: 0, entities: 2, maxTransactions: 300 },
  { key: 'premium', price: 60, from: true, entities: 5, maxTransactions: 5000, extraEntityPerMonth: 12, annualDiscountPercent: 20 },
  { key: 'business', price: 250, from: true, entities: 10, maxTransactions: 50000, extraEntityPerMonth: 25, annualDiscountPercent: 20 },
  { key: 'enterprise' },
];

/** A number as the spec writes it: a space as thousands separator from 10 000 on (300, 5000, 50 000). */
export const groupThousands = (value: number) => (value < 10_000 ? String(value) : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
