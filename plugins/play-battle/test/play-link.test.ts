// The battle a link opens: the simulator's keys read back what the page
// writes, and a bad value anywhere refuses the whole link with a Portuguese
// message and the default battle.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGameModel } from '@dice-rolling/game-model';
import { playData } from '../src/payload';
import { choiceFromParams, choiceToParams, defaultChoice, maxSeed } from '../client/playData';

const siteDir = path.resolve(__dirname, '../../..');
const data = playData(loadGameModel(path.join(siteDir, 'data/game'), siteDir));
const read = (query: string) => choiceFromParams(data, new URLSearchParams(query));

describe('the battle in the link', () => {
  it('reads back the battle it writes, a boss floor and the largest seed included', () => {
    const boss = data.bossFloors[0]!;
    const choice = { squad: [{ role: data.roles[1]!.id, level: data.progression.maxLevel, die: 'd6', cell: 4 }], enemies: boss.enemies, seed: maxSeed };
    expect(read(choiceToParams(choice).toString())).toEqual({ choice });
  });

  it('opens a simulator link: its squad, enemies and seed, the other keys ignored', () => {
    const read1 = read(`equipe=${data.roles[0]!.id}.3.d6.2&inimigos=${data.creatures[0]!.id}.t1.2&politica=cura&batalhas=3000&semente=77`);
    expect(read1.problem).toBeUndefined();
    expect(read1.choice.seed).toBe(77);
    expect(read1.choice.squad).toEqual([{ role: data.roles[0]!.id, level: 3, die: 'd6', cell: 2 }]);
  });

  it("reads the weapon a hero carries, as its place among its role's weapons, from 1", () => {
    const mystic = data.roles.find((role) => role.id === 'mystic')!;
    const choice = { ...defaultChoice(data), squad: [{ role: 'mystic', level: 1, die: 'd6', cell: 1, weapon: mystic.weapons.length - 1 }] };
    expect(choiceToParams(choice).get('equipe')).toBe(`mystic.1.d6.1.${mystic.weapons.length}`);
    expect(read(choiceToParams(choice).toString())).toEqual({ choice });
    expect(read('equipe=mystic.1.d6.1.1').choice.squad).toEqual([{ role: 'mystic', level: 1, die: 'd6', cell: 1 }]);
  });

  it.each([
    ['equipe=mystic.1.d6.1.0', /^Equipe: a arma "0" não é uma das \d+ armas do papel/],
    ['equipe=mystic.1.d6.1.9', /^Equipe: a arma "9"/],
    ['equipe=mystic.1.d6.1.x%3Cb%3E', /^Equipe: a arma "x<b>"/],
    ['semente=-1', /^Semente: "-1" não é um número inteiro/],
    [`semente=${maxSeed + 1}`, /^Semente/],
    ['semente=1e9', /^Semente/],
    ['semente=NaN', /^Semente/],
    ['semente=%3Cscript%3Ealert(1)%3C%2Fscript%3E', /^Semente: "<script>alert\(1\)<\/script…"/],
    ['equipe=bruxo.1.d6.2', /^Equipe: "bruxo" não é um papel jogável/],
    ['equipe=' + 'x'.repeat(5000), /^Um valor do link é longo demais/],
    [`equipe=${'warden.1.d6.0_'.repeat(7)}`, /^Equipe: no máximo 6/],
    ['equipe=warden.0.d6.2', /^Equipe: o nível "0"/],
    ['equipe=warden.1.d6.2_mystic.1.d6.2', /^Equipe: a célula "2"/],
    ['inimigos=kasurak.t9.2', /^Inimigos: o tier "t9" não existe/],
    ['inimigos=', /^Inimigos: vazio/],
  ])('refuses %s with a message and plays the default battle', (query, message) => {
    const { choice, problem } = read(query);
    expect(problem).toMatch(message);
    expect(problem).toMatch(/O link foi recusado; esta é a batalha padrão\.$/);
    expect(choice).toEqual(defaultChoice(data));
  });
});
