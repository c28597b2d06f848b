import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ambiguousLinkLabels,
  contradictionFinder,
  incompleteLists,
  numberIn,
  passagesOf,
  restatedClaims,
  typedRuleNumbers,
  type FactList,
  type HomedClaim,
} from '../src/consistency';
import { damageTypeNames } from '../src/render/words';
import { loadGameModel, type Rule } from '@dice-rolling/game-model';

const siteDir = path.resolve(__dirname, '../../..');
const model = loadGameModel(path.join(siteDir, 'data/game'), siteDir);
const find = contradictionFinder(model.rules.values());
const rule = (id: string): Rule => {
  const found = model.rules.get(id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const pt = (value: number): string => value.toLocaleString('pt-BR');

describe('numberIn', () => {
  it('reads Portuguese decimals, thousands and signs', () => {
    expect(numberIn('×1,25')).toBe(1.25);
    expect(numberIn('+30%')).toBe(30);
    expect(numberIn('−20 %')).toBe(20);
    expect(numberIn('1.000 XP')).toBe(1000);
    expect(numberIn('nível 10')).toBe(10);
  });
});

describe('passagesOf', () => {
  it('splits sentences but keeps decimals and abbreviations of numbers whole', () => {
    expect(passagesOf('A Besta tem ×1,25 de Vida. O Humano não muda.')).toEqual(['A Besta tem ×1,25 de Vida.', 'O Humano não muda.']);
  });
});

describe('contradictions with the data (the three the issue names)', () => {
  it('catches a Fortaleza Inabalável cap other than the data’s', () => {
    const cap = rule('passiva.fortaleza-inabalavel.limite');
    const wrong = cap.value === 50 ? 30 : 50;
    const found = find(`A Fortaleza Inabalável acumula até +${wrong}% de Defesa.`);
    expect(found).toHaveLength(1);
    expect(found[0]?.written).toBe(`+${wrong}%`);
    expect(find(`A Fortaleza Inabalável acumula até +${pt(cap.value)}% de Defesa.`)).toEqual([]);
  });

  it('catches a Suprema unlocked at another level', () => {
    const level = rule('progressao.escolha-suprema').value;
    const found = find(`A Suprema é escolhida no nível ${level + 10}.`);
    expect(found.map((item) => item.written)).toEqual([`nível ${level + 10}`]);
    expect(find(`A Suprema é escolhida no nível ${level}.`)).toEqual([]);
  });

  it('catches a beast Vida multiplier other than the data’s, in a table row too', () => {
    const multiplier = rule('especie.besta.vida').value;
    const wrong = multiplier === 1.2 ? 1.25 : 1.2;
    expect(find(`Bestas multiplicam a Vida por ×${pt(wrong)}.`).map((item) => item.written)).toEqual([`×${pt(wrong)}`]);
    expect(find(`Besta ×${pt(wrong)} ×1 ×${pt(multiplier)}`).map((item) => item.written)).toEqual([`×${pt(wrong)}`]);
    expect(find(`Bestas multiplicam a Vida por ×${pt(multiplier)}.`)).toEqual([]);
  });

  it('ignores numbers in sentences that name no rule', () => {
    expect(find('O mapa tem 30% de salas vazias e um chefe no nível 40.')).toEqual([]);
  });
});

describe('restatedClaims', () => {
  const maldicao: HomedClaim = { rule: 'duração da Maldição', home: '/docs/status/', subject: /Maldiç/iu, claim: /até o fim da dungeon/iu };
  const drops: HomedClaim = {
    rule: 'destino dos drops',
    home: '/docs/inventarios',
    subject: /\bdrops?\b/iu,
    claim: /inventário de equipamentos/iu,
    unless: /mochila/iu,
  };

  it('finds a homed rule stated on another page, even when the subject is named in an earlier sentence', () => {
    expect(restatedClaims([maldicao], '/docs/bestiario', 'Lança a Maldição, que dura até o fim da dungeon.').map((found) => found.rule)).toEqual([
      'duração da Maldição',
    ]);
    expect(
      restatedClaims([drops], '/docs/bestiario', 'Os drops caem ao fim da batalha. Vão para o inventário de equipamentos.').map((found) => found.passage),
    ).toEqual(['Vão para o inventário de equipamentos.']);
  });

  it('lets the home state its rule, and lets a passage that agrees with it pass', () => {
    expect(restatedClaims([maldicao], '/docs/status', 'A Maldição dura até o fim da dungeon.')).toEqual([]);
    expect(restatedClaims([drops], '/docs/bestiario', 'Os drops vão para a mochila e, na cidade, para o inventário de equipamentos.')).toEqual([]);
    expect(restatedClaims([maldicao], '/docs/bestiario', 'A dungeon acaba no chefe. Veja a Maldição no catálogo.')).toEqual([]);
  });
});

describe('incompleteLists', () => {
  const healer: FactList = {
    name: 'Healer',
    members: ['Healer', 'Oracle', 'Dancer', 'Disciple', 'Acolyte', 'Warrior'],
    distinctive: ['Oracle', 'Dancer', 'Disciple', 'Acolyte'],
  };
  const warrior: FactList = { name: 'Warrior', members: ['Warrior', 'Harbinger', 'Champion'], distinctive: ['Harbinger', 'Champion'] };

  it('finds a list given without one of its members, even when a neighbouring list names it', () => {
    const found = incompleteLists([warrior, healer], 'Nomes: Warrior (Warrior, Harbinger, Champion) e Healer (Healer, Oracle, Dancer, Disciple, Acolyte).');
    expect(found.map(({ list, missing }) => ({ list, missing }))).toEqual([{ list: 'Healer', missing: ['Warrior'] }]);
  });

  it('reads a table row and accepts a whole list', () => {
    expect(incompleteLists([healer], 'Healer | Healer, Oracle (cura), Dancer (suporte), Disciple, Acolyte, Warrior (sem arquétipo)')).toEqual([]);
    expect(incompleteLists([healer], 'Healer | Healer, Oracle (cura), Dancer (suporte), Disciple, Acolyte').map(({ missing }) => missing)).toEqual([
      ['Warrior'],
    ]);
  });

  it('ignores a passage that only mentions one member in passing', () => {
    expect(incompleteLists([healer], 'O Oracle ainda não tem habilidades.')).toEqual([]);
  });
});

describe('ambiguousLinkLabels', () => {
  it('finds one label used for two destinations, and ignores the same destination twice or anchors of one page', () => {
    expect(
      ambiguousLinkLabels([
        { label: 'Ações', href: '/docs/framework/actions' },
        { label: 'Ações', href: '/docs/design/actions/' },
        { label: 'Tropa', href: '/docs/troop/#a' },
        { label: 'tropa', href: '/docs/troop#b' },
      ]),
    ).toEqual(['ações']);
  });
});

describe('typedRuleNumbers', () => {
  it('finds the numbers that state rules: percentages, multipliers, turns, levels, prices, damage, counts', () => {
    expect(typedRuleNumbers('Reduz o dano em 30% por 2 turnos.')).toEqual(['30%', '2 turnos']);
    expect(typedRuleNumbers('A Besta tem ×1,25 de Vida e chega ao nível 10 com 450 de ouro.')).toEqual(['×1,25', 'nível 10', '450 de ouro']);
    expect(typedRuleNumbers('Causa 20 de dano em 2 células; dano 50.')).toEqual(['20 de dano', '2 células', 'dano 50']);
    expect(typedRuleNumbers('Uma habilidade de 2 unidades pede 2 dados.')).toEqual(['2 unidades', '2 dados']);
    expect(typedRuleNumbers('Cada cura dá +1 dado na jogada seguinte, com 1 rolagem a mais.')).toEqual(['1 dado', '1 rolagem']);
  });

  it('finds a damage type given to an attack and a timing of the round typed by hand', () => {
    expect(typedRuleNumbers('O Sopro causa dano de fogo em toda a coluna.')).toEqual(['causa dano de fogo']);
    expect(typedRuleNumbers('Ataques que causam dano de ácido e dano físico pedem Defender.')).toEqual(['causam dano de ácido']);
    expect(typedRuleNumbers('A Proteção costuma cair depois que os heróis já bateram.')).toEqual(['depois que os heróis já bateram']);
    expect(typedRuleNumbers('Defendendo começa no início da resolução e vale até a rodada seguinte.')).toEqual(['no início da resolução', 'a rodada seguinte']);
    expect(typedRuleNumbers('A criatura chamada age a partir da próxima rodada; a serpente volta 2 rodadas depois.')).toEqual([
      'da próxima rodada',
      '2 rodadas',
    ]);
    expect(typedRuleNumbers('Os status perdem um turno no fim do turno do portador.')).toEqual(['no fim do turno']);
  });

  it('leaves the setting guides’ style measures and quoted interface messages alone', () => {
    expect(typedRuleNumbers('Fundo dos painéis com 90% de opacidade; escala de interface de 100% a 150% nas Opções.')).toEqual([]);
    expect(typedRuleNumbers('T2: uma cor de destaque e 10% maior. A animação pode ser acelerada (×2).')).toEqual([]);
    expect(typedRuleNumbers('O botão mostra "Falta 1 energia vermelha".')).toEqual([]);
  });

  it('finds none in the passives’ texts, once the values they take from rules are set aside', () => {
    // The role sheets and the passives table show these texts as prose (data-prose), and the site test reads them so.
    const typed = model.data.passives.flatMap((passive) =>
      (['fact', 'trigger', 'effect', 'limit'] as const).flatMap((field) =>
        passagesOf(passive[field].replace(/\{[a-z0-9.-]+\}/g, ' ')).flatMap((passage) =>
          typedRuleNumbers(passage).map((number) => `${passive.id}.${field}: “${number}” em “${passage}”`),
        ),
      ),
    );
    expect(typed).toEqual([]);
  });

  it('leaves ordinals, dates, versions and dimensions alone', () => {
    expect(typedRuleNumbers('A 2ª missão, em 2026-11-26, na versão 0.1.0 do Godot 4.4, numa grade 2×3 a 1280 × 720.')).toEqual([]);
    expect(typedRuleNumbers('Um D6 com faces de T1 a T3.')).toEqual([]);
  });
});

describe('data texts that restate other data', () => {
  it('a role’s Defesa elemental note names no damage type: which types hit that defence in a region is the region’s data', () => {
    const typeWord = new RegExp(`(?<!\\p{L})(${Object.values(damageTypeNames).join('|')})(?!\\p{L})`, 'iu');
    const typed = model.data.roles
      .map((role) => [role.id, role.attributeNotes['defesa-elemental'] ?? ''] as const)
      .filter(([, note]) => typeWord.test(note))
      .map(([id, note]) => `${id}: “${note}”`);
    expect(typed).toEqual([]);
  });
});

describe('what a design target says it measures', () => {
  it('the economy target names every gold source its measure counts: the chest only for the share that holds gold, and the event', () => {
    // The measure (packages/rules economy.ts, missionGoldRulesFrom) reads these rules; the description, shown on Propostas em aberto, must too.
    const economy = model.data.targets.find((target) => target.id === 'economia-paga-melhorias');
    const description = economy?.description ?? '';
    for (const id of ['ouro.bau-chance-item', 'ouro.evento-maximo']) expect(description).toContain(id);
  });
});
