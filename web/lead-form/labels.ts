import type { LocaleFormatter } from '@dealer/tenants';
import type { LeadFormLabels } from './LeadFormFields';

/** The §3 lead form's strings through the site's locale (on the server), for `<LeadFormFields labels>`. */
export function leadFormLabels(t: LocaleFormatter['t']): LeadFormLabels {
  return {
    firstName: t('leadForm.firstName'),
    lastName: t('leadForm.lastName'),
    postcode: t('postcode.label'),
    mobile: t('leadForm.mobile'),
    email: t('leadForm.email'),
    optIn: t('enquiry.optIn'),
    postcodePlace: t('leadForm.postcodePlace'),
  };
}
