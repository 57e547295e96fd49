import type { ConsumerInformationNotice as Notice, NoticeField } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { noticeValueText } from './notice-text';
import styles from './ConsumerLaw.module.css';

/** Field/value pairs as a description list; "Ask the dealer" is set apart from real values. */
export function NoticeFields({ fields, locale }: { fields: NoticeField[]; locale: LocaleFormatter }) {
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.field} className={styles.field} data-field={field.field}>
          <dt>{locale.t(field.label)}</dt>
          <dd className={field.value.kind === 'askDealer' ? styles.ask : undefined}>{noticeValueText(field.value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * New Zealand's Consumer Information Notice for a used car (the rules and their
 * sources are in stock/rules/consumer-law/nz-consumer-information-notice.ts). The caller gives
 * the heading (h2); the groups are h3. Server-rendered, no JavaScript.
 */
export function ConsumerInformationNotice({ notice, locale, idPrefix }: { notice: Notice; locale: LocaleFormatter; idPrefix: string }) {
  const t = locale.t;
  return (
    <div className={styles.notice} data-testid="consumer-information-notice">
      <p>{t('cin.intro')}</p>
      {notice.groups.map((group) => (
        <section key={group.group} className={styles.group} aria-labelledby={`${idPrefix}-${group.group}`}>
          <h3 id={`${idPrefix}-${group.group}`} className={styles.groupTitle}>{t(group.heading)}</h3>
          <NoticeFields fields={group.fields} locale={locale} />
        </section>
      ))}
      <ul className={styles.statements}>
        {notice.statements.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}
