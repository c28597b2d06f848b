import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A part of an API type page: a member table with its heading, or one member
 * with everything under its heading. Long type pages hold dozens; the browser
 * lays out and paints only those near the screen (see the stylesheet), which
 * keeps the first render of a page like BattleController's short on a phone.
 */
export default function ApiSection({ children }: { children: ReactNode }): ReactNode {
  return <section className={styles.section}>{children}</section>;
}
