// The decisions log as the page renders it. A bold label that ends in a space
// ("Antes: ") cannot close as Markdown emphasis: the page's Markdown copy wrote
// it as "**Antes:&#x20;**&#x4F; motor…", on every line of the log.
import { describe, expect, it } from 'vitest';
import { lookupOf } from '@dice-rolling/game-model';
import { decisionsPage } from '../src/render/decisions';
import { readRegisterSources } from '../src/proposalRegister';
import type { Node } from '../src/mdast';
import path from 'node:path';
import { model, siteDir } from './renderWithData';

type Tree = Node & { children?: Tree[]; value?: string };

function strongs(nodes: readonly Tree[]): Tree[] {
  return nodes.flatMap((node) => [...(node.type === 'strong' ? [node] : []), ...strongs(node.children ?? [])]);
}
const textOf = (node: Tree): string => node.value ?? (node.children ?? []).map(textOf).join('');

describe('the decisions page', () => {
  it('keeps each bold label’s space outside the bold, so the label closes as emphasis', () => {
    const nodes = decisionsPage(model.data.decisions, model.data['qualitative-rules'], lookupOf(model.byId as never, model.rules)) as Tree[];
    const labels = strongs(nodes).map(textOf);
    expect(labels).toContain('Antes:');
    expect(labels.filter((label) => /\s$/.test(label))).toEqual([]);
  });

  it('names each qualitative rule’s home by the heading of its section, as the page writes it', () => {
    const sources = readRegisterSources(path.join(siteDir, 'docs'));
    const nodes = decisionsPage(model.data.decisions, model.data['qualitative-rules'], lookupOf(model.byId as never, model.rules), sources) as Tree[];
    const rows = (function collect(list: readonly Tree[]): Tree[] {
      return list.flatMap((node) => [...(node.type === 'tableRow' ? [node] : []), ...collect(node.children ?? [])]);
    })(nodes).map((row) => (row.children ?? []).map(textOf));
    const home = (label: string) => rows.find((row) => row[0] === label)?.[2];
    // The anchor alone gave "Xp das batalhas", "A campanha da tundra" and "Maldição o status que sai da batalha".
    expect(home('XP e ouro por região')).toBe('XP das batalhas');
    expect(home('Um chefe por missão da Tundra')).toBe('A campanha da Tundra');
    expect(home('Duração da Maldição')).toBe('Maldição: o status que sai da batalha');
  });

  it('writes the value of a rule a qualitative rule’s statement names, as the pages do, never the placeholder', () => {
    const nodes = decisionsPage(model.data.decisions, model.data['qualitative-rules'], lookupOf(model.byId as never, model.rules), undefined, model) as Tree[];
    const rows = (function collect(list: readonly Tree[]): Tree[] {
      return list.flatMap((node) => [...(node.type === 'tableRow' ? [node] : []), ...collect(node.children ?? [])]);
    })(nodes).map((row) => (row.children ?? []).map(textOf));
    const statement = rows.find((row) => row[0] === 'Custo e número de dados')?.[1];
    expect(statement).toMatch(/^Cada dado rolado gera 1 unidade de energia/);
    expect(rows.map((row) => row[1]).filter((cell) => cell?.includes('{'))).toEqual([]);
  });

  it('lists the decisions newest first, and of one day the one later in the file first', () => {
    const decision = (id: string, date: string) => ({ id, date, title: id, touches: [], before: 'antes', after: 'depois', why: 'por quê' });
    const decisions = [decision('old', '2026-11-28'), decision('morning', '2026-11-29'), decision('evening', '2026-11-29'), decision('new', '2026-11-30')];
    const nodes = decisionsPage(decisions as never, [], lookupOf(model.byId as never, model.rules)) as Tree[];
    const headings = nodes.filter((node) => node.type === 'heading' && (node as Tree & { depth?: number }).depth === 3).map(textOf);
    expect(headings).toEqual(['30/11/2026: new', '29/11/2026: evening', '29/11/2026: morning', '28/11/2026: old']);
  });

  // A decision's prose names the design targets by id ("sem-golpe-fatal igual"): as plain text the reader met a slug
  // with nothing to tell what it is; each id is a link to the targets' table, which shows every id beside its name.
  it('links every design target its prose names to the targets on Balanceamento, and the rest of the prose stays as written', () => {
    const target = model.data.targets[0]!;
    const decision = {
      id: 'exemplo',
      date: '2026-11-30',
      title: 'exemplo',
      touches: [`meta:${target.id}`],
      before: `${target.id} ficava em 1.`,
      after: `sem-ids-aqui, e ${target.id}-mais não é meta.`,
      why: 'por quê',
    };
    const nodes = decisionsPage([decision] as never, [], lookupOf(model.byId as never, model.rules)) as Tree[];
    const links = (function collect(list: readonly Tree[]): Tree[] {
      return list.flatMap((node) => [...(node.type === 'link' ? [node] : []), ...collect(node.children ?? [])]);
    })(nodes) as (Tree & { url?: string; title?: string })[];
    const targets = '/docs/game/design/balanceamento#metas-de-design';
    // The touched target, by its name, and the one "Antes" names, by its id; "Depois" names none ("<id>-mais" is another word).
    expect(links.filter((link) => textOf(link) === target.name).map((link) => link.url)).toEqual([targets]);
    const named = links.filter((link) => textOf(link) === target.id);
    expect(named.map((link) => link.url)).toEqual([targets]);
    expect(named[0]?.title).toBe(target.name);
    const item = (label: string) =>
      (function collect(list: readonly Tree[]): Tree[] {
        return list.flatMap((node) => [...(node.type === 'listItem' ? [node] : []), ...collect(node.children ?? [])]);
      })(nodes)
        .map(textOf)
        .find((line) => line.startsWith(label));
    expect(item('Antes:')).toBe(`Antes: ${target.id} ficava em 1.`);
    expect(item('Depois:')).toBe(`Depois: sem-ids-aqui, e ${target.id}-mais não é meta.`);
  });
});
