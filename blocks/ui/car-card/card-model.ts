import {
  belowMarket, bodyLabel, canFavourite, cardTag, financeDisplay, isAvailable, priceDisplay, reservationOffer,
  type Car, type CardTag, type PriceDisplay,
} from '@dealer/stock';
import { carFinancePath, enquiryRulesFor, type EnquiryFormRules } from '@dealer/leads';
import type { SiteConfig } from '@dealer/tenants';

/**
 * Everything a car card shows, decided by the §4/§5/§9 rules; the component only lays it out.
 * Pure and serialisable, so search results (browser) and stock blocks (server) build the same card.
 */
export interface CarCardModel {
  id: string;
  slug: string;
  href: string;
  title: string;
  subtitle: string | null;
  image: { src: string; alt: string } | null;
  tag: CardTag | null;
  chips: string[];
  price: PriceDisplay;
  priceType: string | null;
  belowMarketBy: number | null;
  finance: { weekly: number; interestRate: number; comparisonRate: number } | null;
  summary: { condition: string; transmission: string | null; km: number; fuel: string | null };
  available: boolean;
  /** §5 the favourite button may add this car (false where the site needs a price above 0 and an image and the car lacks one). */
  favouritable: boolean;
  /** §9 Reserve Now amount; null hides the button ($0 hidden). */
  reserveAmount: number | null;
  /** The site's checkout route for this car (§2: /checkout, or /buy-online on some sites). */
  reserveHref: string;
  financeHref: string;
  testDriveHref: string;
  similarHref: string;
  make: string;
  model: string;
  /** §2 the card's buttons on this site: 'quick' is Quick Enquiry, Finance Quote and Explore Vehicle (default 'standard'). */
  buttons?: SiteConfig['features']['cardButtons'];
  /** §2 Explore Vehicle: the vehicle page at its key information, features and photos. */
  exploreHref?: string;
  /** §2 Quick Enquiry: the enquiry the card's dialog sends, the car attached; null where the car cannot be enquired on. */
  quickEnquiry?: QuickEnquiryModel | null;
}

/** What the card's Quick Enquiry dialog needs: the car's values the enquiry carries (§3) and the site's §5 rules. */
export interface QuickEnquiryModel {
  attached: Record<'car_id' | 'car_type' | 'stock_number' | 'Vehicle Make' | 'Vehicle Model' | 'vehicle_status' | 'dealership_slug' | 'location', string>;
  rules: EnquiryFormRules;
  /** §5 captcha shown by default: the site's `features.captcha`. */
  features: { captcha: boolean };
}

export type CardCar = Pick<
  Car,
  | 'id' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'series' | 'car_type' | 'status' | 'sold' | 'sold_date_timestamp'
  | 'price' | 'offer_price' | 'before_price' | 'subscription_price' | 'preorder' | 'price_type' | 'km' | 'simple_body'
  | 'simple_transmission' | 'simple_fuel' | 'fuel' | 'reserved' | 'certified' | 'tag' | 'created_at' | 'primary_image_url'
  | 'dealership_slug' | 'finance_lenders' | 'autograb_data' | 'colour' | 'location_id' | 'stocknum'
> & Partial<Pick<Car, 'has_nvic' | 'thumbnails' | 'images'>>;

export type CardSite = Pick<SiteConfig, 'slug' | 'finance_provider' | 'stockVisibility' | 'features' | 'copy' | 'reservation_deposit' | 'locations' | 'dealerships'>;

/** §5: dealer sites that never show finance. None of the demo sites is on the list. */
export const FINANCE_EXCLUDED_SITES: readonly string[] = [];

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/**
 * §2, §6: where a site gates finance (accounts on and gateFinance), a finance link goes through
 * sign-in, coming back to the finance form, with a back link to the car. A shopper already signed
 * in passes straight through (the sign-in page forwards to `redirect`), so the link is the same for
 * everyone and cached pages stay cacheable.
 */
export function gatedFinanceHref(site: Pick<CardSite, 'features'>, href: string, back: string): string {
  if (!site.features.authentication || !site.features.gateFinance) return href;
  return `/sign-in?${new URLSearchParams({ type: 'finance', redirect: href, back }).toString()}`;
}

/**
 * §2 Quick Enquiry: the car's values, sent with the enquiry as the vehicle page sends them, to the
 * car's own location when the site knows it (else the primary sales location) and its dealership
 * when the site lists it (else the shopper picks one, §5).
 */
function quickEnquiryModel(car: CardCar, site: CardSite): QuickEnquiryModel {
  const sales = site.locations.filter((location) => location.location_type === 'sales');
  const location = site.locations.find((candidate) => candidate.id === car.location_id) ?? sales.find((candidate) => candidate.primary) ?? sales[0] ?? site.locations[0];
  return {
    attached: {
      car_id: car.id,
      car_type: car.car_type,
      stock_number: car.stocknum ?? '',
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      vehicle_status: car.status,
      location: location?.slug ?? '',
      dealership_slug: site.dealerships.some((dealership) => dealership.slug === car.dealership_slug) ? car.dealership_slug : '',
    },
    rules: enquiryRulesFor(site),
    features: { captcha: site.features.captcha },
  };
}

export function carCardModel(car: CardCar, site: CardSite, now: Date): CarCardModel {
  const quick = site.features.cardButtons === 'quick';
  const available = isAvailable(car);
  const finance = financeDisplay(car, site, { now, excludedDealerships: FINANCE_EXCLUDED_SITES });
  const weekly = finance.show ? finance.lender.paymentWeek ?? (finance.lender.paymentMonth ? (finance.lender.paymentMonth * 12) / 52 : null) : null;
  const price = priceDisplay(car, site);
  const title = `${car.year} ${car.make} ${car.model}`;
  return {
    id: car.id,
    slug: car.slug,
    href: `/cars/${car.slug}`,
    title,
    subtitle: [car.badge, car.series].filter(Boolean).join(' ') || null,
    image: car.primary_image_url ? { src: car.primary_image_url, alt: [title, car.colour].filter(Boolean).join(', ') } : null,
    tag: cardTag(car, site, { now }),
    chips: [car.simple_body ? bodyLabel(car.simple_body) : null, car.simple_fuel, car.simple_transmission].filter((chip): chip is string => Boolean(chip)),
    price,
    priceType: price.kind === 'price' ? car.price_type : null,
    belowMarketBy: belowMarket(car)?.difference ?? null,
    finance:
      finance.show && weekly && finance.lender.interestRate != null && finance.lender.comparisonRate != null
        ? { weekly: Math.round(weekly), interestRate: finance.lender.interestRate, comparisonRate: finance.lender.comparisonRate }
        : null,
    summary: { condition: car.car_type, transmission: car.simple_transmission, km: car.km, fuel: car.simple_fuel ?? car.fuel },
    available,
    favouritable: canFavourite({ ...car, thumbnails: car.thumbnails ?? [], images: car.images ?? [] }, site),
    reserveAmount: available && !car.reserved ? reservationOffer(site)?.deposit ?? null : null,
    reserveHref: `/cars/${car.slug}/${site.features.checkoutPath}`,
    // §2: finance links carry preferredDealership, vehiclePriceBudget, car_id, car_type and end with #finance-form;
    // /personalised/finance for a car with a valuation code where the regional flag is on, else the site's finance enquiry or /finance.
    financeHref: gatedFinanceHref(site, `${carFinancePath(car, site)}?${query({ preferredDealership: car.dealership_slug, vehiclePriceBudget: car.price, car_id: car.id, car_type: car.car_type })}#finance-form`, `/cars/${car.slug}`),
    testDriveHref: `/book-test-drive?${query({ car_id: car.id })}`,
    similarHref: `/search?${query({ make: car.make, model: car.model })}`,
    make: car.make,
    model: car.model,
    buttons: site.features.cardButtons,
    ...(quick ? { exploreHref: `/cars/${car.slug}#key-information`, quickEnquiry: available ? quickEnquiryModel(car, site) : null } : {}),
  };
}
