// Styles of the designer tools. They travel inside the tools' own chunk and
// reach the page through React's hoisted <style>, so the site's stylesheet,
// loaded on every page, carries none of them. Colours come from the Infima
// variables, so both colour modes keep their contrast.
import type { ReactNode } from 'react';

export const styles = {
  board: 'gdt-board',
  boards: 'gdt-boards',
  cellButton: 'gdt-cell-button',
  cellNumber: 'gdt-cell-number',
  check: 'gdt-check',
  columns: 'gdt-columns',
  dice: 'gdt-dice',
  die: 'gdt-die',
  face: 'gdt-face',
  faceGrid: 'gdt-face-grid',
  faces: 'gdt-faces',
  field: 'gdt-field',
  frame: 'gdt-frame',
  group: 'gdt-group',
  hint: 'gdt-hint',
  live: 'gdt-live',
  mark0: 'gdt-mark-0',
  mark1: 'gdt-mark-1',
  mark2: 'gdt-mark-2',
  mark3: 'gdt-mark-3',
  problems: 'gdt-problems',
  problemsTitle: 'gdt-problems-title',
  row: 'gdt-row',
  scroll: 'gdt-scroll',
  share: 'gdt-share',
  shareStatus: 'gdt-share-status',
  srOnly: 'gdt-sr-only',
  steps: 'gdt-steps',
  swatch: 'gdt-swatch',
  table: 'gdt-table',
  value: 'gdt-value',
} as const;

const css = `
.gdt-frame {
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
}

.gdt-group {
  min-width: 0;
  margin: 0;
  padding: 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}

.gdt-group legend {
  padding: 0 0.35rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.gdt-columns {
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
}

.gdt-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.gdt-field {
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  margin-bottom: 0.6rem;
  min-width: 0;
}

.gdt-field label {
  font-weight: var(--ifm-font-weight-semibold);
  font-size: 0.9rem;
}

.gdt-field input,
.gdt-field select,
.gdt-face select {
  min-height: 2.75rem;
  max-width: 100%;
  padding: 0.35rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-600);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font: inherit;
}

.gdt-field input {
  width: 8rem;
}

.gdt-field input[aria-invalid='true'] {
  border: 2px solid var(--ifm-color-danger-dark);
}

.gdt-field input:focus-visible,
.gdt-field select:focus-visible,
.gdt-face select:focus-visible,
.gdt-cell-button:focus-visible {
  outline: 3px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.gdt-hint {
  margin: 0;
  font-size: 0.85rem;
  color: var(--ifm-color-emphasis-800);
}

.gdt-check {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
}

.gdt-check input {
  width: 1.25rem;
  height: 1.25rem;
}

.gdt-value {
  margin: 0 0 0.6rem;
}

.gdt-dice {
  display: grid;
  gap: 0.75rem;
  margin: 0 0 0.75rem;
  padding-left: 1.25rem;
}

.gdt-die {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 1rem;
}

.gdt-faces {
  flex-basis: 100%;
}

.gdt-faces summary {
  cursor: pointer;
  min-height: 2rem;
}

.gdt-face-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: 0.4rem;
  margin: 0.5rem 0;
}

.gdt-face {
  display: flex;
  flex-direction: column;
  font-size: 0.85rem;
}

.gdt-face select {
  border-left-width: 0.6rem;
}

.gdt-swatch {
  display: inline-block;
  width: 0.8em;
  height: 0.8em;
  border-radius: 50%;
  box-shadow: 0 0 0 1px var(--ifm-color-emphasis-700);
}

.gdt-problems:empty {
  display: none;
}

.gdt-problems {
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--ifm-color-danger-dark);
  background: var(--ifm-color-emphasis-100);
}

.gdt-problems ul {
  margin: 0;
}

.gdt-problems-title {
  margin: 0 0 0.25rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.gdt-live {
  margin: 0;
  font-size: 1.1rem;
}

.gdt-table {
  display: table;
  margin: 0;
}

.gdt-table caption {
  text-align: left;
  font-weight: var(--ifm-font-weight-semibold);
  padding-bottom: 0.35rem;
}

.gdt-scroll {
  overflow-x: auto;
}

.gdt-steps {
  margin: 0;
}

.gdt-share {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
}

.gdt-share-status:empty {
  display: none;
}

.gdt-boards {
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
}

.gdt-board {
  display: table;
  margin: 0;
  table-layout: fixed;
}

.gdt-board caption {
  font-weight: var(--ifm-font-weight-semibold);
  padding-bottom: 0.35rem;
}

.gdt-board th,
.gdt-board td {
  width: 4.5rem;
  height: 3.25rem;
  padding: 0;
  text-align: center;
}

.gdt-cell-button {
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 3rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: var(--ifm-font-weight-bold);
  cursor: pointer;
}

.gdt-cell-button[aria-pressed='true'] {
  outline: 3px solid var(--ifm-font-color-base);
  outline-offset: -4px;
}

.gdt-cell-number {
  position: absolute;
  right: 0.25rem;
  bottom: 0.1rem;
  font-size: 0.7rem;
  font-weight: normal;
}

/* Marks: the letter carries the meaning; the tint only helps the eye. Text
   stays the page's colour on these light tints, and on the dark ones below. */
.gdt-mark-0 {
  background: transparent;
}

.gdt-mark-1 {
  background: #fff1b8;
  color: #1c1e21;
}

.gdt-mark-2 {
  background: #c9f2d3;
  color: #1c1e21;
}

.gdt-mark-3 {
  background: #ffd0d0;
  color: #1c1e21;
}

[data-theme='dark'] .gdt-mark-1 {
  background: #5c4a00;
  color: #fff;
}

[data-theme='dark'] .gdt-mark-2 {
  background: #0e4d22;
  color: #fff;
}

[data-theme='dark'] .gdt-mark-3 {
  background: #6b1414;
  color: #fff;
}

.gdt-sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
`;

/** Put once per tool; React hoists it into <head> and keeps a single copy. */
export function ToolStyles(): ReactNode {
  return (
    <style href="game-data-tools" precedence="medium">
      {css}
    </style>
  );
}
