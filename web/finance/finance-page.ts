import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { financeLinkValues } from '@dealer/blocks/enquiry-form/finance-link';
import {
  enquiryRulesFor, financeFormRulesFor, financeMessages, kindOfRoute, leadFormMessages, personalisedFinanceKind, usesPersonalisedFinance,
  type FinanceApplicationInput, type FinanceFormRules, type FinanceKind, type FinanceRouteName,
} from '@dealer/leads';
import type { Car } from '@dealer/stock';
import { currentShopper, signInPath } from '@/server/accounts/current-shopper';
import { loadSite, type LoadedSite } from '@/server/content/site';
import { listedCar } from '@/server/stock/cars-by-id';
import { vehicleModel, type VehicleModel } from '@/vehicle/vehicle-model';

/**
 * What a finance page needs before it renders (§2 finance pages, README "Lead delivery"): the site
 * (404 where it does not serve the page), the §2 finance link's values (preferredDealership,
 * vehiclePriceBudget, car_id, car_type), this site's car the link names, and the sign-in detour
 * where the site gates finance (§2, §6).
 */

export type FinancePageName = FinanceRouteName | 'personalised/finance';
export type FinanceQuery = Record<string, string | string[] | undefined>;

export interface LoadedFinancePage {
  site: LoadedSite;
  page: FinancePageName;
  kind: FinanceKind;
  rules: FinanceFormRules;
  /** The car the link names, when this site lists it (else null: the form goes without it). */
  car: Car | null;
  vehicle: VehicleModel | null;
  /** The form's starting values from the link and the car. */
  initial: Partial<Pick<FinanceApplicationInput, 'car_id' | 'car_type' | 'amount' | 'dealership_slug'>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The link's own query (only the §2 finance values), as a search string. */
export function financeLinkQuery(query: FinanceQuery): string {
  const kept = new URLSearchParams();
  for (const name of ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type']) {
    const value = first(query[name]);
    if (value !== undefined) kept.set(name, value);
  }
  return kept.toString();
}

/** The page's own address with the link's values, ending on the form (where signing in comes back to). */
export const financePageHref = (page: FinancePageName, search: string): string => `/${page}${search ? `?${search}` : ''}#finance-form`;

/** The car's own finance link on this site (§2: the default /finance page's form), for a car the personalised page does not serve. */
const defaultFinanceHref = (search: string) => `/finance${search ? `?${search}` : ''}#finance-form`;

/**
 * Loads a finance page, or ends the request: notFound() for a site that does not serve it (and, on
 * /personalised/finance, for a car this site does not list); a redirect to sign-in
 * where the site gates finance and nobody is signed in (coming back to this page's form, with a
 * back link to the car); on /personalised/finance a car outside the §2 rule (no valuation code)
 * is redirected to the site's finance page with the same link values, where it gets the usual form,
 * as is a link that names no car.
 */
export function loadFinancePage(siteSlug: string, page: FinancePageName, query: FinanceQuery): Promise<LoadedFinancePage> {
  // Once per request: the page and its metadata both ask, with the same link values.
  return loadOnce(siteSlug, page, financeLinkQuery(query));
}

const loadOnce = cache(async (siteSlug: string, page: FinancePageName, search: string): Promise<LoadedFinancePage> => {
  const now = new Date();
  const site = await loadSite(siteSlug, false);
  if (!site) notFound();
  const { config, locale } = site;
  const personalised = page === 'personalised/finance';
  if (personalised ? !config.features.personalisedFinance : !config.features.financeRoutes.includes(page)) notFound();

  const linked = financeLinkValues(search, enquiryRulesFor(config));
  const car = linked.car_id ? await listedCar(config, linked.car_id) : null;
  if (personalised) {
    // No car named: nothing to personalise, so the site's finance form (what a shortened or shared link gets).
    if (!linked.car_id) redirect(defaultFinanceHref(search));
    if (!car) notFound();
    // §2: the personalised page is for a car with a valuation code; any other car gets the site's finance page.
    if (!usesPersonalisedFinance(car, site.config)) redirect(defaultFinanceHref(search));
  }

  // §2, §6: a gated site sends a signed-out shopper to sign in first, back to this form, with a link back to the car.
  if (config.features.authentication && config.features.gateFinance && !(await currentShopper(config))) {
    redirect(signInPath('finance', financePageHref(page, search), car ? `/cars/${car.slug}` : undefined));
  }

  const vehicle = car ? vehicleModel(car, config, locale, now) : null;
  const price = vehicle?.price.kind === 'price' ? Math.round(vehicle.price.amount) : null;
  const ownDealership = car && config.dealerships.some((dealership) => dealership.slug === car.dealership_slug) ? car.dealership_slug : undefined;
  const kind = personalised ? personalisedFinanceKind(config.features) : kindOfRoute(page as FinanceRouteName);
  return {
    site,
    page,
    kind,
    rules: financeFormRulesFor(config),
    car,
    vehicle,
    initial: {
      ...(car ? { car_id: car.id, car_type: car.car_type } : {}),
      // The price the link carries, else the car's own (the shopper may change it).
      ...(linked.vehiclePriceBudget ? { amount: linked.vehiclePriceBudget } : price ? { amount: String(price) } : {}),
      ...(linked.dealership_slug ?? ownDealership ? { dealership_slug: linked.dealership_slug ?? ownDealership } : {}),
    },
  };
});

/** The form's messages: the §3 lead form's and the finance request's, through the site's locale. */
export const financeFormMessages = (site: LoadedSite) => ({ ...leadFormMessages(site.locale.t), ...financeMessages(site.locale.t) });
