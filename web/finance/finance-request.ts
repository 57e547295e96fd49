import 'server-only';
import {
  FINANCE_CATEGORY, FINANCE_SUBCATEGORIES, HONEYPOT_FIELD, createFinanceApplicationSchema, enquiryTrackingEvent, financeFormRulesFor, financeMessages, leadFormMessages,
  type FinanceApplication,
} from '@dealer/leads';
import { deliveryChannelsFor, financeLeadExtra, storeEnquiry, type EnquiryRecord } from '@dealer/leads/server';
import type { DatabaseExecutor } from '@dealer/db';
import type { Car } from '@dealer/stock';
import type { SiteConfig } from '@dealer/tenants';
import type { LoadedSite } from '@/server/content/site';

/**
 * A finance request on the server (§2 finance pages; README "Lead delivery"): the schema of the
 * site's form, the lead it becomes, and the one step that stores it with its §9 tracking event and
 * its deliveries. POST /api/finance-applications calls these; the captcha (§5) wraps `storeFinanceRequest`.
 */

/** The site's finance request schema, with its messages (the browser's form parses with the same). */
export const financeRequestSchema = (site: LoadedSite) =>
  createFinanceApplicationSchema(financeFormRulesFor(site.config), { ...leadFormMessages(site.locale.t), ...financeMessages(site.locale.t) });

/** A filled honeypot is a bot: answered like a stored lead (so it learns nothing), never stored or sent. */
export function financeHoneypot(value: unknown): Response | null {
  const fields = value as Record<string, unknown> | null;
  const filled = fields && typeof fields === 'object' && typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '';
  return filled ? Response.json({ id: crypto.randomUUID() }, { status: 201 }) : null;
}

/**
 * The request as the stored lead: category Finance, the subcategory naming the request, the §3
 * last name and postcode, the car's type (the car's own, not what the link said), and the loan and
 * answers as `finance_*` values (leads/finance/lead-extra.ts).
 */
export function financeRequestRecord(application: FinanceApplication, car: Pick<Car, 'id' | 'car_type' | 'price'> | null, postcode: string): EnquiryRecord {
  const carType = car?.car_type ?? application.car_type;
  return {
    name: application.name,
    email: application.email,
    phone: application.phone,
    message: application.message ?? null,
    category: FINANCE_CATEGORY,
    subcategory: FINANCE_SUBCATEGORIES[application.kind],
    optIn: application.opt_in,
    dealershipSlug: application.dealership_slug ?? null,
    carId: car?.id ?? null,
    extra: {
      last_name: application.last_name,
      postcode,
      ...(carType ? { car_type: carType } : {}),
      ...financeLeadExtra(application, { carPrice: car?.price }),
    },
  };
}

/**
 * Stores the request once per (site, Idempotency-Key) with its §9 tracking event (14 new, 15 used,
 * 17 a car tagged Test Drive Only, 22 without a car) and its outbox rows (README "Lead delivery"),
 * committed before the answer. The one store step: the captcha (§5) runs it inside its transaction.
 */
export function storeFinanceRequest(db: DatabaseExecutor, config: SiteConfig, key: string, record: EnquiryRecord, car: Pick<Car, 'tag'> | null) {
  const carType = typeof record.extra?.car_type === 'string' ? record.extra.car_type : undefined;
  return storeEnquiry(db, config.slug, key, record, {
    trackingEventId: enquiryTrackingEvent({ category: FINANCE_CATEGORY, car_id: record.carId ?? undefined, car_type: carType }, car ? { tag: car.tag ?? null } : undefined),
    deliveries: deliveryChannelsFor(config, record),
  });
}
