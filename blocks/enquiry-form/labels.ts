import type { LocaleFormatter } from '@dealer/tenants';
import type { EnquiryFormLabels } from './EnquiryFormClient';

/** The enquiry form's strings through the locale layer, for the block and the vehicle page alike. */
export function enquiryFormLabels(t: LocaleFormatter['t']): EnquiryFormLabels {
  return {
    name: t('enquiry.name'),
    email: t('enquiry.email'),
    phone: t('enquiry.phone'),
    message: t('enquiry.message'),
    category: t('enquiry.category'),
    categoryPlaceholder: t('enquiry.categoryPlaceholder'),
    location: t('enquiry.location'),
    locationPlaceholder: t('enquiry.locationPlaceholder'),
    dealership: t('enquiry.dealership'),
    dealershipPlaceholder: t('enquiry.dealershipPlaceholder'),
    rego: t('enquiry.rego'),
    optional: t('enquiry.optional'),
    optIn: t('enquiry.optIn'),
    submit: t('enquiry.submit'),
    submitting: t('enquiry.submitting'),
    errorList: t('enquiry.errorList'),
    failed: t('enquiry.failed'),
    signIn: t('account.signIn.title'),
    sent: t('enquiry.sent'),
    openSuccess: t('enquiry.openingSuccess'),
    additionalServices: t('enquiry.additionalServices'),
    financeBudget: t('enquiry.financeBudget'),
  };
}
