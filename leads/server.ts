/**
 * Server-only parts of leads: the tables leads own in the platform's one database (enquiries,
 * tracking events), their migrations, and storing and listing them.
 */
export * from './index';
export { migrateLeads } from './db/migrate';
export { recordTrackingEvent, trackingEventSchema, TRACKING_EVENT_IDS, type TrackingEvent } from './db/tracking-events';
export { storeEnquiry, listEnquiries, type EnquiryRecord, type StoredEnquiry, type StoredEnquiryRow, type StoreEnquiryOptions } from './db/enquiries';
export { recordPhoneReveal, phoneRevealSchema, type PhoneReveal } from './db/phone-reveals';
export { enquiries as enquiriesTable, phoneReveals as phoneRevealsTable, trackingEvents as trackingEventsTable, ENQUIRY_DELIVERY_STATUSES, type EnquiryDeliveryStatus } from './db/schema';
