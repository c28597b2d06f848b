import { describe, expect, it } from 'vitest';
import { buildSidebar } from '../src/sidebar';
import { model, type } from './model-builders';

describe('the apiSidebar keys', () => {
  it('go only to the labels that repeat, where Docusaurus needs one: every API page loads the sidebar', () => {
    const sidebar = buildSidebar(model([type({ name: 'Widget', namespace: 'A' }), type({ name: 'Widget', namespace: 'B' })]), '');
    expect(sidebar).toEqual([
      { type: 'doc', id: 'A', label: 'A' },
      { type: 'doc', id: 'A.Widget', label: 'Widget', key: 'A.Widget' },
      { type: 'doc', id: 'B', label: 'B' },
      { type: 'doc', id: 'B.Widget', label: 'Widget', key: 'B.Widget' },
    ]);
  });
});
