import type { CoolingOffTerms, NoticeValue } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';

/**
 * The consumer law rules' data as the shopper reads it (stock/rules/consumer-law/README.md): every figure, date and
 * "Ask the dealer" through the locale layer. Pure, shared by the pages, the receipt and the PDF.
 */
export function noticeValueText(value: NoticeValue, locale: LocaleFormatter): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'year':
      return String(value.year);
    case 'distance':
      return locale.formatDistance(value.km);
    case 'date':
      return value.past ? locale.t('consumerLaw.expired', { date: locale.formatDate(value.date) }) : locale.formatDate(value.date);
    case 'price':
      return locale.formatPrice(value.amount);
    case 'askDealer':
      return locale.t('consumerLaw.askDealer');
  }
}

/** The state's name as a sentence uses it: "Victoria", "the Australian Capital Territory", "your state". */
export function auStateName(state: CoolingOffTerms['state'], locale: LocaleFormatter): string {
  return state ? locale.t(`auState.${state}`) : locale.t('auState.unknown');
}

/**
 * The cooling-off terms of the dealer's state as a heading and sentences, shown before payment
 * and in the receipt: first that a reservation is not a contract of sale, then the state's right.
 */
export function coolingOffText(terms: CoolingOffTerms, locale: LocaleFormatter): { heading: string; lines: string[] } {
  const t = locale.t;
  const heading = t('auTerms.heading', { state: auStateName(terms.state, locale) });
  const lines = [t('auTerms.notContract')];
  switch (terms.kind) {
    case 'period': {
      const days =
        terms.clearDays ? t('auTerms.clearBusinessDays', { count: terms.businessDays })
        : terms.businessDays === 1 ? t('auTerms.oneBusinessDay')
        : t('auTerms.businessDays', { count: terms.businessDays });
      lines.push(t(terms.onlyWithDealerFinance ? 'auTerms.periodWithDealerFinance' : 'auTerms.period', { act: terms.act, days }));
      lines.push(t('auTerms.cancel'));
      if (terms.waivable) lines.push(t('auTerms.waivable'));
      if (terms.endsEarly === 'onDelivery') lines.push(t('auTerms.endsOnDelivery'));
      if (terms.endsEarly === 'onSignedDelivery') lines.push(t('auTerms.endsOnSignedDelivery'));
      break;
    }
    case 'none':
      lines.push(t('auTerms.none', { act: terms.act }));
      break;
    case 'askDealer':
      lines.push(t('auTerms.askDealer'));
      break;
  }
  return { heading, lines };
}
