import type { LocaleFormatter } from '@dealer/tenants';
import type { TestDriveLabels } from './TestDriveForm';

/**
 * The strings the test-drive island shows (§2, §4), from the site's locale: a plain module, so the
 * vehicle page (a server component) and the form's tests build them alike (README "Architecture":
 * an island gets only the strings it shows).
 */
export function testDriveLabels(t: LocaleFormatter['t']): TestDriveLabels {
  return {
    step: t('vehicle.step'),
    stepNames: [t('vehicle.testDriveStep.when'), t('vehicle.testDriveStep.you'), t('vehicle.testDriveStep.confirm')],
    preferredTime: t('vehicle.preferredTime'),
    message: t('enquiry.message'),
    optional: t('enquiry.optional'),
    name: t('enquiry.name'),
    email: t('enquiry.email'),
    phone: t('enquiry.phone'),
    next: t('vehicle.next'),
    back: t('vehicle.back'),
    submit: t('vehicle.bookTestDrive'),
    submitting: t('enquiry.submitting'),
    failed: t('vehicle.leadFailed'),
    acceptTerms: t('enquiry.acceptTerms'),
    termsError: t('enquiry.error.terms'),
  };
}
