'use client';

import type { MouseEvent } from 'react';
import forms from '@/components/form-controls.module.css';
import styles from './LeadFormFields.module.css';

/** One entry of the list: the message, and the id of the control it is about. */
export interface FormErrorItem {
  id: string;
  message: string;
}

export interface FormErrorListProps {
  /** §5 'Please fix the following errors:' (the locale's `enquiry.errorList`). */
  title: string;
  /** In the form's order; nothing renders when empty. */
  errors: readonly FormErrorItem[];
}

/** Moves focus to the control (a fragment link alone scrolls but leaves focus where it was). */
function focusControl(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

/**
 * §5's form-level list: 'Please fix the following errors:' with each message, each a link to its
 * field, announced when it appears (role="alert"). Any form may show it above its fields.
 */
export function FormErrorList({ title, errors }: FormErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={forms.alert}>
      <p>{title}</p>
      <ul className={styles.errorList}>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`} className={styles.errorLink} onClick={(event) => focusControl(event, error.id)}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
