// The rules without a number and the log of design decisions, checked over
// the page sources: every rule has a home section that exists, no page says
// again what a home has settled otherwise (diagrams included), and each rule a
// decision changed shows that decision on its home.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { qualitativeContradictionFinder } from '../src/qualitativeConsistency';
import { lookupOf, pageOf, resolveReference, loadGameModel } from '@dice-rolling/game-model';
import { pagePath } from '../src/proposalBlocks';

const siteDir = path.resolve(__dirname, '../../..');
const docsDir = path.join(siteDir, 'docs');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);

const pages = (readdirSync(docsDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('framework/api'))
  .map((file) => ({ file, page: pagePath(file), source: readFileSync(path.join(docsDir, file), 'utf8') }));

function pageAt(home: string) {
  return pages.find(({ page }) => page.replace(/\/$/, '') === pageOf(home));
}

/** Anchors of a page's headings, as Docusaurus gives them. */
function anchorsOf(source: string): string[] {
  const slugger = createSlugger();
  let inFence = false;
  const anchors: string[] = [];
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{2,6}\s+(.+?)\s*$/.exec(line);
    if (heading && heading[1]) anchors.push(slugger.slug(heading[1].replace(/[*_`]/g, '')));
  }
  return anchors;
}

describe('the rules without a number', () => {
  it('each lives in a section of its home page that exists', () => {
    const missing = model.data['qualitative-rules'].filter((rule) => {
      const page = pageAt(rule.home);
      const anchor = decodeURIComponent(rule.home.split('#')[1] ?? '');
      return !page || !anchorsOf(page.source).includes(anchor);
    });
    expect(missing.map((rule) => `${rule.id}: ${rule.home}`)).toEqual([]);
  });

  it('no page says again what a rule’s home settled otherwise', () => {
    const find = qualitativeContradictionFinder(model.data['qualitative-rules']);
    const found = pages.flatMap(({ file, source }) => find(source).map((hit) => `docs/${file}: “${hit.passage}” (${hit.says}; a regra está em ${hit.home})`));
    expect(found).toEqual([]);
  });

  it('catches each phrasing it lists (the patterns are not dead)', () => {
    const find = qualitativeContradictionFinder(model.data['qualitative-rules']);
    const samples: Record<string, string> = {
      'alvo-invalido': 'E --> F{"O alvo caiu?"}\n    F -- "Sim" --> G["Ação perdida, sem gasto de energia"]',
      salvamentos: 'Não é possível voltar a um salvamento anterior para desfazer uma derrota.',
      'duracao-da-maldicao': 'Lança a Maldição, que reduz a cura que o alvo recebe até o fim da dungeon.',
      'destino-dos-drops': 'Os drops caem ao fim da batalha vencida. Vão para o inventário de equipamentos.',
      'regra-do-dourado': 'O dourado marca algo importante (um chefe, um item raro, uma presença divina).',
      passar: 'Elas teriam de usar Mover ou passar a vez.',
      'morte-permanente': 'Progressão por sessões, morte com consequência, mapas gerados.',
      'abandonar-dungeon': 'Abandonar Dungeon leva à Cidade, com o que a equipe carrega.',
      'xp-e-ouro-por-tier': 'O XP, como o ouro, é multiplicado pelo tier médio dos inimigos da batalha.',
      'xp-e-ouro-por-tier (verbo)': 'O ouro e o XP de cada batalha se multiplicam pelo tier médio dos inimigos.',
    };
    for (const [ruleId, sample] of Object.entries(samples)) {
      expect(
        find(sample).map((hit) => hit.rule),
        ruleId,
      ).toContain(ruleId.split(' ')[0]);
    }
  });

  it('the order of a round keeps the Defendendo of a declared Defender until the bearer’s turn of the next round', () => {
    // Read with "a status applied to whoever has not acted yet counts this turn", "until the bearer's next turn"
    // alone ends it at the defender's own turn of the same round; the engine renews it there (decision contagem-dos-status).
    const rule = model.data['qualitative-rules'].find(({ id }) => id === 'contagem-dos-status')!;
    expect(rule.statement).toMatch(/Defendendo[^;]*vale até o início do próximo turno do portador, na rodada seguinte/u);
  });

  it('the status catalog keeps the Defendendo and the Espinhos until the bearer’s turn of the next round, as the order of a round says', () => {
    // Both start at the start of the resolution (decisions defendendo-desde-o-inicio-da-resolucao and
    // protecao-desde-o-inicio-da-resolucao); "até o próximo turno do portador" alone then reads as the bearer's own
    // turn of the same round, while the engine renews them there and they last to his turn of the next round.
    const statuses = model.data.statuses as { id: string; duration: string }[];
    for (const id of ['defendendo', 'espinhos']) {
      expect(statuses.find((status) => status.id === id)!.duration, id).toMatch(/até o próximo turno do portador,? na rodada seguinte/u);
    }
  });
});

describe('the log of design decisions', () => {
  const lookup = lookupOf(model.byId as never, model.rules);

  it('starts with last round’s 19 settlements', () => {
    expect(model.data.decisions.filter((decision) => decision.date === '2026-11-23')).toHaveLength(19);
  });

  it('links each changed rule’s home to the decision that changed it', () => {
    const missing: string[] = [];
    for (const decision of model.data.decisions) {
      for (const reference of decision.touches) {
        const resolved = resolveReference(lookup, reference);
        const page = resolved && pageAt(resolved.home);
        // Either every decision about the page (<Decisoes/>) or this rule by name.
        const elements = page?.source.match(/<Decisoes(\s+regra="[^"]*")?\s*\/>/g) ?? [];
        const covered = elements.some(
          (element) =>
            !element.includes('regra=') ||
            element
              .split('"')[1]
              ?.split(',')
              .map((id) => id.trim())
              .includes(reference),
        );
        if (!covered) missing.push(`${decision.id} → ${reference} (${resolved?.home ?? 'sem página'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the facts kept on the design pages', () => {
  it('lists every member of each role family of the facts', () => {
    // game.md, "Papéis": the list "a definir" by archetype.
    const families: Record<string, string[]> = {
      Warrior: ['Warrior', 'Harbinger', 'Champion', 'SpiritWalker'],
      Rogue: ['Rogue', 'Trickster', 'Tracker'],
      Mage: ['Mystic', 'Shaman'],
      Healer: ['Healer', 'Oracle', 'Dancer', 'Disciple', 'Acolyte', 'Warrior'],
    };
    const roles = pages.find(({ page }) => page === '/docs/game/design/mechanics/characters/roles/')!.source;
    for (const [family, members] of Object.entries(families)) {
      const row = new RegExp(`^\\| ${family} \\|(.*)\\|\\s*$`, 'm').exec(roles)?.[1] ?? '';
      expect(
        members.filter((member) => !new RegExp(`\\b${member}\\b`).test(row)),
        family,
      ).toEqual([]);
    }
  });
});
