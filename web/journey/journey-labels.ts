import { RETURN_DAYS, RETURN_MAX_KM } from '@dealer/leads/server';
import type { LocaleFormatter } from '@dealer/tenants';
import type { CheckoutJourneyLabels } from './CheckoutJourney';
import type { ReturnNoticeLabels } from './ReturnNotice';
import type { ReturnTermsText } from './ReturnTerms';

/** The §5 return terms in the site's words, with §9's 14 days and 500 km. */
export function returnTermsText(t: LocaleFormatter['t']): ReturnTermsText {
  return {
    heading: t('journey.returns.heading', { days: RETURN_DAYS }),
    lead: t('journey.returns.lead', { days: RETURN_DAYS }),
    how: t('journey.returns.how', { days: RETURN_DAYS }),
    terms: [t('journey.returns.km', { km: RETURN_MAX_KM }), t('journey.returns.fuel'), t('journey.returns.keys'), t('journey.returns.owing')],
    consumer: t('journey.returns.consumer'),
  };
}

/** Every string of the journey island; {placeholders} the island fills are left in. */
export function checkoutJourneyLabels(t: LocaleFormatter['t'], values: { title: string; dealer: string }): CheckoutJourneyLabels {
  return {
    starting: t('journey.starting'),
    retry: t('journey.retry'),
    steps: t('journey.steps'),
    stepOf: t('journey.stepOf'),
    stepTitles: {
      buyer: t('journey.step.buyer'),
      tradeIn: t('journey.step.tradeIn'),
      payment: t('journey.step.payment'),
      handover: t('journey.step.handover'),
      review: t('journey.step.review'),
    },
    back: t('journey.back'),
    next: t('journey.next'),
    saving: t('journey.saving'),
    place: t('journey.place'),
    placing: t('journey.placing'),
    buyer: {
      name: t('journey.buyer.name'),
      email: t('journey.buyer.email'),
      phone: t('journey.buyer.phone'),
      address: t('journey.buyer.address'),
      addressHint: t('journey.buyer.addressHint'),
      postcode: t('journey.buyer.postcode'),
    },
    tradeIn: {
      question: t('journey.tradeIn.question'),
      no: t('journey.tradeIn.no'),
      yes: t('journey.tradeIn.yes'),
      note: t('journey.tradeIn.note'),
      make: t('journey.tradeIn.make'),
      model: t('journey.tradeIn.model'),
      year: t('journey.tradeIn.year'),
      km: t('journey.tradeIn.km'),
      rego: t('journey.tradeIn.rego'),
      owing: t('journey.tradeIn.owing'),
      owingHint: t('journey.tradeIn.owingHint'),
    },
    payment: {
      question: t('journey.payment.question'),
      payInFull: t('journey.payment.payInFull'),
      payInFullHint: t('journey.payment.payInFullHint'),
      finance: t('journey.payment.finance'),
      financeHint: t('journey.payment.financeHint'),
    },
    handover: {
      question: t('journey.handover.question'),
      pickup: t('journey.handover.pickup'),
      delivery: t('journey.handover.delivery'),
      date: t('journey.handover.date'),
      dateHint: t('journey.handover.dateHint'),
      address: t('journey.handover.address'),
    },
    review: {
      intro: t('journey.review.intro'),
      edit: t('journey.review.edit'),
      noTradeIn: t('journey.review.noTradeIn'),
      tradeIn: t('journey.review.tradeIn'),
      rego: t('journey.review.rego'),
      owing: t('journey.review.owing'),
      pickup: t('journey.review.pickup'),
      delivery: t('journey.review.delivery'),
      total: t('journey.totalPrice'),
    },
    returns: returnTermsText(t),
    errors: {
      summary: t('journey.error.summary'),
      hasTradeIn: t('journey.error.hasTradeIn'),
      owing: t('journey.error.owing'),
      network: t('journey.error.network'),
      unexpected: t('journey.error.unexpected'),
    },
    unavailableTitle: t('journey.unavailable.failed.title'),
    backToCar: t('journey.backToCar'),
    search: t('journey.search'),
    done: {
      heading: t('journey.done.heading'),
      // {total} stays for the island: the total the order was placed at.
      body: t('journey.done.body', { title: values.title, dealer: values.dealer }),
      reference: t('journey.done.reference'),
      keep: t('journey.done.keep'),
      viewOrder: t('journey.done.viewOrder'),
    },
  };
}

export function returnNoticeLabels(t: LocaleFormatter['t']): ReturnNoticeLabels {
  return {
    heading: t('order.returnNotice.heading'),
    intro: t('order.returnNotice.intro'),
    date: t('order.returnNotice.date'),
    hint: t('order.returnNotice.hint'),
    submit: t('order.returnNotice.submit'),
    sending: t('order.returnNotice.sending'),
    errorDate: t('order.returnNotice.error.date'),
    errorRange: t('order.returnNotice.error.range'),
    done: t('order.returnNotice.done'),
    network: t('journey.error.network'),
    unexpected: t('journey.error.unexpected'),
  };
}
