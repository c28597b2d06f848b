// <Tabela de="…"> tables: the world: missions, regions and the city's buildings.
import { strong, table, text } from '../../mdast';
import { fieldSource, isOpenProposal, markedCell } from '../../proposalMark';
import { rich } from '../inline';
import { tierWords } from '../words';
import { groupNames } from '../names';
import { need } from '@dice-rolling/game-model';
import type { TableRenderers } from './types';

export const worldTables: TableRenderers = {
  missoes: (model, attributes) => {
    const missions = model.data.missions.filter((mission) => !attributes.regiao || mission.region === attributes.regiao).sort((a, b) => a.order - b.order);
    return [
      table(
        ['Ordem', 'Cidade', 'Missão', 'Objetivo', 'Recompensa', 'Chefe'],
        missions.map((mission) => {
          const region = need(model.byId('regions', mission.region), `a região "${mission.region}"`);
          const city = region.cities.find((candidate) => candidate.id === mission.city);
          const boss = mission.boss ? model.byId('creatures', mission.boss) : undefined;
          // The order and the boss are proposals inside a record of facts (missions.yaml, `fields`).
          return [
            markedCell(`${mission.order}ª`, isOpenProposal(fieldSource(mission, 'order'))),
            city?.name ?? mission.city,
            mission.title,
            mission.goal,
            mission.reward,
            markedCell(boss?.name ?? '—', boss !== undefined && isOpenProposal(fieldSource(mission, 'boss'))),
          ];
        }),
      ),
    ];
  },
  andares: (model, attributes) => {
    const floors = model.data.floors.filter((floor) => !attributes.regiao || floor.region === attributes.regiao);
    const columnNames = ['fundo', 'meio', 'frente'];
    const place = (cell: number) => `${columnNames[cell % 3] ?? ''}, ${cell < 3 ? 'em cima' : 'embaixo'}`;
    const tierName = (tier: string) => model.byId('tiers', tier)?.name ?? tier;
    return [
      table(
        ['Encontro', 'Tipo', 'Grupo', 'Tiers', 'Inimigos (coluna e linha da grade inimiga)'],
        floors.map((floor) => [
          markedCell([strong(text(floor.name))], isOpenProposal(floor)),
          floor.kind === 'boss' ? 'chefe' : 'comum',
          // The group pairs a tier's own encounter with the same group's one tier up (meta tier-mais-dificil).
          floor.group ? groupNames[floor.group] : '—',
          floor.tiers.length > 0 ? floor.tiers.map(tierName).join(', ') : 'o de cada inimigo',
          floor.enemies
            .map((enemy) => {
              const creature = need(model.byId('creatures', enemy.creature), `a criatura "${enemy.creature}"`);
              const tier = enemy.tier ? need(model.byId('tiers', enemy.tier), `o tier "${enemy.tier}"`) : undefined;
              // The tier after a comma, as the tier: "Mawari, tier de chefe", not a name "Mawari Chefe".
              return `${creature.name}${tier ? `, ${tierWords(tier)}` : ''} (${place(enemy.cell)})`;
            })
            .join('; '),
        ]),
      ),
    ];
  },
  regioes: (model) => [
    table(
      ['Região', 'Cidades', 'Chefes'],
      [...model.data.regions]
        .sort((a, b) => a.order - b.order)
        .map((region) => [
          region.name,
          region.cities.map((city) => city.name).join(', '),
          region.bosses.length === 0 ? 'a definir' : region.bosses.map((boss) => need(model.byId('creatures', boss), `a criatura "${boss}"`).name).join(', '),
        ]),
    ),
  ],
  estruturas: (model) => [
    table(
      ['Estrutura', 'Serviço', 'Limite inicial', 'Melhorias previstas'],
      model.data.buildings.map((building) => [[strong(text(building.name))], building.service, rich(model, building.start), building.upgrades]),
    ),
  ],
  estrutura: (model, attributes) => {
    const building = need(model.byId('buildings', need(attributes.id, 'o atributo id')), `a estrutura "${attributes.id}"`);
    return [
      table(
        ['Nível da estrutura', ...building.columns.map((column) => column.label)],
        building.levels.map((level) => [
          level.level === 1 ? '1 (inicial)' : `${level.level} (${level.source === 'fact' ? 'fato' : 'proposta'})`,
          ...building.columns.map((column) => {
            // A value may name a rule ({treinamento.nivel-limite}): a level that restates a rule shows the rule's value.
            const value = level.values[column.id];
            return markedCell(
              value === undefined ? '—' : rich(model, value),
              value !== undefined && (level.source === 'proposal' || level.proposed.includes(column.id)),
            );
          }),
        ]),
      ),
    ];
  },
};
