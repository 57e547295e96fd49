import { TRADE_IN_CATEGORY, TRADE_IN_ENQUIRY_SUBCATEGORY, type LeadFormValues } from '@dealer/leads';
import type { NearestDealership } from '@/lead-form/postcode-lookup';
import { carName, fill } from './format';
import type { TradeInVehicle, VehicleLookupInput } from './trade-in-api';

/** How the contact step sends: accepting the offer (or the in-person valuation the API offers instead), or the enquiry when no valuation could be made. */
export type ContactMode = 'accept' | 'enquiry';

export interface ContactContext {
  mode: ContactMode;
  lookup: VehicleLookupInput;
  /** The car, when the lookup found it. */
  vehicle: TradeInVehicle | null;
  /** §2 /cars/trade-in?car_id=: the site's car the shopper was looking at. */
  carId: string | null;
  /** 'Please value my trade-in in person: {car}.' */
  enquiryMessage: string;
  /** The postcode's label, for its line in the enquiry's message. */
  postcodeLabel: string;
  /** The dealership location nearest the shopper's postcode (§3), else the site's own. */
  nearest: NearestDealership | null;
  defaults: { location: string; dealership: string };
}

/** The car as the dealer reads it in the enquiry: what was found, else the plate (or VIN) as typed. */
function describe(lookup: VehicleLookupInput, vehicle: TradeInVehicle | null): string {
  const plate = lookup.vin ? `VIN ${lookup.vin}` : [lookup.rego, lookup.regoState].filter(Boolean).join(' ');
  return vehicle ? `${carName(vehicle)}${plate ? ` (${plate})` : ''}` : plate;
}

/**
 * The body of the contact step's one request, built here and nowhere else, so whatever a lead
 * needs besides the shopper's fields (the captcha's `altcha`, §5) joins in one place.
 * - accept: POST /api/trade-in/{id}/accept takes the §3 lead form (`createLeadFormSchema`) and the
 *   car the shopper came from (§7 creation's car_id), which the lead names.
 * - enquiry: POST /api/enquiries takes the enquiry form's values (§3 "Enquiry form values"): the
 *   name whole, the trade-in's category and subcategory, the plate as `Rego`, the car and postcode
 *   in the message, and the location and dealership nearest the postcode (which a site with
 *   several requires).
 */
export function contactBody(values: LeadFormValues, context: ContactContext): Record<string, unknown> {
  if (context.mode === 'accept') return { ...values, ...(context.carId ? { car_id: context.carId } : {}) };
  const rego = context.lookup.rego && !context.lookup.vin ? context.lookup.rego : undefined;
  return {
    name: `${values.name} ${values.last_name}`.trim(),
    email: values.email,
    phone: values.phone,
    opt_in: values.opt_in,
    message: `${fill(context.enquiryMessage, { car: describe(context.lookup, context.vehicle) })}\n${context.postcodeLabel}: ${values.postcode}`,
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_ENQUIRY_SUBCATEGORY,
    ...(rego ? { Rego: rego } : {}),
    location: context.nearest?.slug ?? context.defaults.location,
    dealership_slug: context.nearest?.dealershipSlug ?? context.defaults.dealership,
    ...(context.carId ? { car_id: context.carId } : {}),
  };
}
