// Pieces every tool shares: state kept in the URL, the live region that reads
// results aloud, the message of refused input and the "copy link" button.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { parseWhole } from '../../client/input';
import type { Read } from '../../client/urlState';
import styles from './styles.module.css';

/**
 * State read from the page's query string once, and written back (replacing
 * the history entry, so Back still leaves the page) on every change. The
 * suggestion box sends window.location.href, so it carries this state.
 */
export function useUrlState<S>(
  read: (params: URLSearchParams) => Read<S>,
  write: (state: S) => URLSearchParams,
  ownKeys?: readonly string[],
): [S, (next: S) => void, string[]] {
  const [initial] = useState(() => read(new URLSearchParams(window.location.search)));
  const [state, setState] = useState<S>(initial.state);
  const writeUrl = useCallback(
    (next: S) => {
      const url = new URL(window.location.href);
      if (ownKeys) {
        // A tool that names its keys leaves the others alone, so two tools can share a page's query string.
        const params = new URLSearchParams(url.search);
        for (const key of ownKeys) params.delete(key);
        for (const [key, value] of write(next)) params.set(key, value);
        url.search = params.toString();
      } else url.search = write(next).toString();
      window.history.replaceState(window.history.state, '', url);
    },
    [write, ownKeys],
  );
  const update = useCallback(
    (next: S) => {
      setState(next);
      writeUrl(next);
    },
    [writeUrl],
  );
  useEffect(() => {
    // Writes the cleaned state back, so a hostile link does not stay in the address bar.
    writeUrl(initial.state);
  }, [initial, writeUrl]);
  return [state, update, initial.problems];
}

/** The message of the input refused last, by field; a valid value clears it. */
export function useFieldProblems(): [Record<string, string>, (field: string, message?: string) => void] {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const report = useCallback((field: string, message?: string) => {
    setProblems((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);
  return [problems, report];
}

/** One kind of problem under its heading; nothing when there is none. */
function ProblemList({ title, messages }: { title: string; messages: string[] }): ReactNode {
  return (
    messages.length > 0 && (
      <>
        <p className={styles.problemsTitle}>{title}</p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </>
    )
  );
}

/**
 * The problems of a tool, each kind under its own heading: values the reader typed (refused; the last valid one stays),
 * a layout the form cannot run (the simulator's), and values a link carried (replaced or left out, as each message says).
 */
export function Problems({ link, fields, form = [] }: { link: string[]; fields: Record<string, string>; form?: string[] }): ReactNode {
  return (
    <div className={styles.problems} role="alert">
      <ProblemList title="Valor recusado; o resultado abaixo é o do último valor válido." messages={Object.values(fields)} />
      <ProblemList title="Corrija antes de simular; o resultado abaixo é o da última simulação." messages={form} />
      <ProblemList title="O link trazia valores inválidos; veja o que foi feito com cada um:" messages={link} />
    </div>
  );
}

/** The result summary, read aloud by screen readers when it changes. */
export function LiveResult({ children }: { children: ReactNode }): ReactNode {
  return (
    <p className={styles.live} aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

export function CopyLink({ anchor }: { anchor: string }): ReactNode {
  const [copied, setCopied] = useState<'' | 'ok' | 'falhou'>('');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    const url = new URL(window.location.href);
    url.hash = anchor;
    navigator.clipboard
      ?.writeText(url.href)
      .then(() => setCopied('ok'))
      .catch(() => setCopied('falhou'));
    if (!navigator.clipboard) setCopied('falhou');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(''), 4000);
  };
  return (
    <div className={styles.share}>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copiar link com estas escolhas
      </button>
      <span role="status" className={styles.shareStatus}>
        {copied === 'ok' ? 'Link copiado.' : copied === 'falhou' ? 'Não foi possível copiar; copie o endereço da barra do navegador.' : ''}
      </span>
    </div>
  );
}

/**
 * A whole-number field that keeps what the reader types, hands valid values
 * on and reports refused ones (the last valid value stays in use).
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onValid,
  onProblem,
  hint,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onValid: (value: number) => void;
  onProblem: (message?: string) => void;
  hint?: string;
}): ReactNode {
  const id = useId();
  const [typed, setTyped] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  const lastValue = useRef(value);
  useEffect(() => {
    // A change from outside (another control, a preset) replaces what was typed.
    if (value !== lastValue.current) {
      lastValue.current = value;
      setTyped(String(value));
      setInvalid(false);
    }
  }, [value]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        aria-invalid={invalid}
        aria-describedby={hint ? `${id}-hint` : undefined}
        maxLength={12}
        onChange={(event) => {
          const raw = event.target.value;
          setTyped(raw);
          const parsed = parseWholeField(raw, min, max, label);
          if (parsed.ok) {
            setInvalid(false);
            onProblem(undefined);
            lastValue.current = parsed.value;
            onValid(parsed.value);
          } else {
            setInvalid(true);
            onProblem(parsed.message);
          }
        }}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

function parseWholeField(raw: string, min: number, max: number, label: string) {
  return parseWhole(raw, { min, max }, label);
}

export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; group?: string }[];
  onChange: (value: T) => void;
}): ReactNode {
  const id = useId();
  // An option without a group (a prompt) stands before the groups, outside any.
  const ungrouped = options.filter((option) => option.group === undefined);
  const grouped = options.filter((option) => option.group !== undefined);
  const groups = [...new Set(grouped.map((option) => option.group ?? ''))];
  const render = (items: typeof options) =>
    items.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {groups.length <= 1
          ? render(options)
          : [
              ...render(ungrouped),
              ...groups.map((group) => (
                <optgroup key={group} label={group || 'Outros'}>
                  {render(grouped.filter((option) => option.group === group))}
                </optgroup>
              )),
            ]}
      </select>
    </div>
  );
}
