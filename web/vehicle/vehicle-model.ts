import { carCardModel, FINANCE_EXCLUDED_SITES } from '@dealer/blocks/ui/car-card/card-model';
import {
  belowMarket, bodyLabel, caravanDimensions, carPhone, cardTag, dealerComments, financeDisplay, isAvailable, isSold,
  isToyotaCertified, priceDisplay, regoExpiry, reservationOffer, showTradeInButton, visibleSpecs,
  type Car, type CardTag, type DealerComments, type PriceDisplay, type Spec,
} from '@dealer/stock';
import type { LocaleFormatter, MessageKey, SiteConfig } from '@dealer/tenants';
import { valuationTool } from '@/server/trade-in/valuation-tool';

/** One row of a spec list: a label the shopper reads and the value as text. */
export interface SpecRow extends Spec {
  label: string;
  value: string;
}

/** A finance estimate as shown: every figure formatted, the comparison rate beside the repayment (§5). */
export interface FinanceEstimate {
  repayment: string;
  interestRate: string;
  comparisonRate: string;
  term: string | null;
  deposit: string | null;
  balloon: string | null;
  disclaimer: string | null;
}

/**
 * Everything the vehicle page shows, decided by the §4, §5 and §9 rules from the car, the site
 * and the clock. Pure: the page components only lay it out, and a test reads the rules here.
 */
export interface VehicleModel {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  tag: CardTag | null;
  sold: boolean;
  available: boolean;
  price: PriceDisplay;
  priceType: string | null;
  belowMarketBy: number | null;
  regoExpiresOn: Date | null;
  images: { src: string; alt: string }[];
  keySpecs: SpecRow[];
  summary: SpecRow[];
  specifications: SpecRow[];
  details: SpecRow[];
  features: string[];
  comments: DealerComments;
  toyotaCertified: boolean;
  phone: string | null;
  tradeIn: boolean;
  /**
   * §2 the sidebar's Trade-In Valuation, under the §4 rule (in stock, not sold or reserved, price
   * over $200, the site's valuation tool on: `features.autograb || features.redbook`):
   * /cars/trade-in?car_id={the car's id}, as every link about a car carries it; else null.
   */
  tradeInHref: string | null;
  /** §9 Reserve Now deposit; null hides it ($0, sold or reserved). */
  reserveAmount: number | null;
  /**
   * §2 "Some dealers show a 'Reserve Now' / 'Interested in this vehicle?' panel explaining reserving
   * by card and an instant trade-in price" (`features.reservePanel`): what it offers for this car,
   * or null where the site does not show it or the car offers neither.
   */
  interested: { reserveAmount: number | null; reserveHref: string | null; tradeInHref: string | null } | null;
  finance: FinanceEstimate | null;
  historyReport: string | null;
  financeHref: string;
  similarHref: string;
  /** The enquiry's hidden fields: the car attached (§3 enquiry form values). */
  enquiry: { car_id: string; car_type: string; stock_number: string; 'Vehicle Make': string; 'Vehicle Model': string; vehicle_status: string };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** §5: rows with empty, null or 'null' values are dropped. */
function rows(locale: LocaleFormatter, entries: [MessageKey, unknown][]): SpecRow[] {
  return visibleSpecs(entries.map(([key, value]) => ({ label: locale.t(key), value: text(value) })));
}

const withUnit = (value: number | null | undefined, unit: string) => (typeof value === 'number' && Number.isFinite(value) ? `${value} ${unit}` : null);

export function vehicleModel(car: Car, site: SiteConfig, locale: LocaleFormatter, now: Date): VehicleModel {
  const card = carCardModel(car, site, now);
  const sold = isSold(car);
  const available = isAvailable(car);
  const title = card.title;
  const images = (car.images.length > 0 ? car.images.map((image) => image.image_url) : car.primary_image_url ? [car.primary_image_url] : [])
    .filter((src) => src.trim() !== '')
    .map((src, index, all) => ({ src, alt: `${title}${car.colour ? `, ${car.colour}` : ''} (${locale.t('vehicle.photoCount', { index: index + 1, count: all.length })})` }));

  const odometer = car.km > 0 ? locale.formatDistance(car.km) : null;
  const tradeInHref = showTradeInButton(car, { valuationToolEnabled: valuationTool.on(site) }) ? `/cars/trade-in?car_id=${encodeURIComponent(car.id)}` : null;
  const reserveAmount = available && !car.reserved ? (reservationOffer(site)?.deposit ?? null) : null;
  const keySpecs = rows(locale, [
    ['facet.car_type', locale.t(`carType.${car.car_type}`)],
    ['card.odometer', odometer],
    ['facet.transmission', car.simple_transmission ?? car.trans],
    ['card.fuelType', car.simple_fuel ?? car.fuel],
    ['facet.body', car.simple_body ? bodyLabel(car.simple_body) : null],
    ['vehicle.drive', car.drive],
  ]).slice(0, 4); // §9 key specs top 4

  const summary = rows(locale, [
    ['vehicle.year', car.year],
    ['vehicle.make', car.make],
    ['vehicle.model', car.model],
    ['vehicle.badge', car.badge],
    ['vehicle.series', car.series],
    ['facet.body', car.simple_body ? bodyLabel(car.simple_body) : null],
    ['colour', car.colour],
    ['vehicle.seats', car.seats],
    ['vehicle.doors', car.doors],
    ['vehicle.engine', car.engine_size],
  ]);

  const variant = car.variant;
  const caravan = car.item_type === 'caravan' && car.specifications;
  const metres = caravanDimensions(car.specifications);
  const specifications = caravan
    ? rows(locale, [
        // §9: caravan dimensions come in feet and show in metres (0.3048).
        ['vehicle.bodyWidth', metres.width === null ? null : `${metres.width.toFixed(2)} m`],
        ['vehicle.bodyLength', metres.length === null ? null : `${metres.length.toFixed(2)} m`],
        ['vehicle.tare', withUnit(car.specifications?.tare_weight, 'kg')],
        ['vehicle.atm', withUnit(car.specifications?.aggregate_trailer_mass, 'kg')],
        ['vehicle.axle', car.specifications?.axle_type],
        ['vehicle.sleeps', car.specifications?.sleeps],
      ])
    : rows(locale, [
        ['vehicle.cylinders', variant?.cylinders],
        ['vehicle.engine', variant?.enginesize_litres ? `${variant.enginesize_litres} L` : variant?.enginesize ? `${variant.enginesize} cc` : null],
        ['vehicle.induction', variant?.induction],
        ['vehicle.gears', variant?.geartype],
        ['vehicle.fuelEconomy', withUnit(variant?.fuelconsumptioncombined, 'L/100 km')],
        ['vehicle.fuelCapacity', withUnit(variant?.fuelcapacity, 'L')],
        ['vehicle.torque', withUnit(variant?.torque, 'Nm')],
        ['vehicle.gvm', withUnit(variant?.grossvehiclemass, 'kg')],
        ['vehicle.length', withUnit(variant?.vehiclelength, 'mm')],
        ['vehicle.width', withUnit(variant?.vehiclewidth, 'mm')],
        ['vehicle.height', withUnit(variant?.vehicleheight, 'mm')],
        ['vehicle.ancap', variant?.ancaprating ? `${variant.ancaprating} / 5` : null],
      ]);

  const expires = regoExpiry(car, { now });
  const details = rows(locale, [
    ['vehicle.stockNumber', car.stocknum],
    ['vehicle.vin', car.vin],
    ['vehicle.rego', car.regplate],
    // §4: rego expiry only when it is in the future.
    ['vehicle.regoExpiry', expires ? locale.t('price.regoExpires', { date: locale.formatDate(expires) }) : null],
    ['vehicle.compliance', car.compliance_date],
    ['vehicle.build', car.build_date],
    ['vehicle.location', car.location?.name],
  ]);

  const financeRule = financeDisplay(car, site, { now, excludedDealerships: FINANCE_EXCLUDED_SITES });
  let finance: FinanceEstimate | null = null;
  if (financeRule.show && !sold) {
    const { lender } = financeRule;
    const weekly = lender.paymentWeek ?? null;
    const monthly = lender.paymentMonth ?? null;
    // §5 payments in whole dollars; a weekly figure where the lender gives one, else monthly.
    const repayment =
      weekly ? locale.t('finance.weekly', { amount: locale.formatPrice(Math.round(weekly)) })
      : monthly ? locale.t('finance.monthly', { amount: locale.formatPrice(Math.round(monthly)) })
      : null;
    const months = lender.termMonths ?? (lender.termYears ? lender.termYears * 12 : null);
    if (repayment && lender.interestRate != null && lender.comparisonRate != null) {
      finance = {
        repayment,
        interestRate: locale.t('finance.interestRate', { rate: lender.interestRate.toFixed(2) }),
        comparisonRate: locale.t('finance.comparisonRate', { rate: lender.comparisonRate.toFixed(2) }),
        term: months ? locale.t('finance.termMonths', { months }) : null,
        deposit: lender.deposit != null ? locale.formatPrice(Math.round(lender.deposit)) : null,
        balloon: lender.balloon != null ? locale.formatPrice(Math.round(lender.balloon)) : null,
        disclaimer: lender.disclaimer?.trim() || null,
      };
    }
  }

  return {
    id: car.id,
    slug: car.slug,
    title,
    subtitle: card.subtitle,
    tag: cardTag(car, site, { now }),
    sold,
    available,
    price: priceDisplay(car, site, { surface: 'detail' }),
    priceType: car.price_type,
    belowMarketBy: belowMarket(car)?.difference ?? null,
    regoExpiresOn: expires,
    images,
    keySpecs,
    summary,
    specifications,
    details,
    features: car.standardEquipment.map((item) => item.trim()).filter((item) => visibleSpecs([{ label: '', value: item }]).length > 0),
    comments: dealerComments(car.dealercomments),
    toyotaCertified: isToyotaCertified(car),
    phone: sold ? null : carPhone(car, site),
    tradeIn: tradeInHref !== null,
    tradeInHref,
    reserveAmount,
    interested: site.features.reservePanel && !sold && (reserveAmount !== null || tradeInHref !== null)
      ? { reserveAmount, reserveHref: reserveAmount !== null ? `/cars/${car.slug}/${site.features.checkoutPath}` : null, tradeInHref }
      : null,
    finance,
    historyReport: car.file,
    financeHref: card.financeHref,
    similarHref: card.similarHref,
    enquiry: {
      car_id: car.id,
      car_type: car.car_type,
      stock_number: car.stocknum ?? '',
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      vehicle_status: car.status,
    },
  };
}
