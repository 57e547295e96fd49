'use client';

import forms from '../components/form-controls.module.css';
import styles from './CheckoutJourney.module.css';

/**
 * What every field of the journey takes. Ids are `${idBase}-${name}` (the input, or a choice's
 * first radio), `-hint` and `-error`: the labels, hints and errors point at them, and the journey
 * focuses the first field with an error by that id.
 */
interface FieldProps {
  /** The island's useId, so two islands on a page never share an id. */
  idBase: string;
  /** The field's name as the API's errors key it (the amount owing is `owingCents`). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error message, shown under it; none when it is fine. */
  error?: string;
}

const errorId = (idBase: string, name: string) => `${idBase}-${name}-error`;
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function FieldError({ idBase, name, error }: Pick<FieldProps, 'idBase' | 'name' | 'error'>) {
  return error ? <p id={errorId(idBase, name)} className={forms.errorText}>{error}</p> : null;
}

export interface TextFieldProps extends FieldProps {
  label: string;
  /** Shown between the label and the input, and read with the input. */
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
  min?: string;
  max?: string;
  /** Required unless said otherwise (the optional ones say so in their label). */
  required?: boolean;
}

/** A labelled text input with its hint and error. */
export function TextField({ idBase, name, value, onChange, error, label, hint, type = 'text', autoComplete, inputMode, maxLength, min, max, required = true }: TextFieldProps) {
  const hintId = hint ? `${idBase}-${name}-hint` : null;
  return (
    <div className={forms.field}>
      <label htmlFor={`${idBase}-${name}`} className={forms.label}>{label}</label>
      {hint ? <p id={hintId!} className={forms.hint}>{hint}</p> : null}
      <input
        id={`${idBase}-${name}`}
        className={forms.control}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        min={min}
        max={max}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId(idBase, name))}
      />
      <FieldError idBase={idBase} name={name} error={error} />
    </div>
  );
}

export interface ChoiceFieldProps extends FieldProps {
  legend: string;
  options: { value: string; label: string; hint?: string }[];
}

/** Radio buttons in a fieldset named by its legend; the error is read with the whole group. */
export function ChoiceField({ idBase, name, value, onChange, error, legend, options }: ChoiceFieldProps) {
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId(idBase, name) : undefined}>
      <legend className={forms.label}>{legend}</legend>
      {options.map((option, at) => {
        // The first radio takes the field's own id, so focusing the field's first error lands on the group.
        const optionId = at === 0 ? `${idBase}-${name}` : `${idBase}-${name}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              id={optionId}
              type="radio"
              name={`${idBase}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <div className={styles.choiceText}>
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint ? <p id={`${optionId}-hint`} className={forms.hint}>{option.hint}</p> : null}
            </div>
          </div>
        );
      })}
      <FieldError idBase={idBase} name={name} error={error} />
    </fieldset>
  );
}
