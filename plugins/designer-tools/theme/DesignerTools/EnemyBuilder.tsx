// Construtor de inimigos: archetype × species × tier → final attributes, each
// step shown, beside a playable role's ranges.
import { useMemo, type ReactNode } from 'react';
import { buildEnemy } from '@dice-rolling/rules';
import type { EnemyToolData, ToolProps } from '../../client/toolData';
import { enemyFromParams, enemyToParams } from '../../client/urlState';
import { CopyLink, LiveResult, Problems, Select, useUrlState } from './common';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';
import { formatNumber } from '../../../format-pt';

const upToSixDecimals = (value: number) => formatNumber(value, 6);

export default function EnemyBuilder({ data, anchor }: ToolProps<EnemyToolData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => enemyFromParams(data, params), [data]);
  const [state, setState, linkProblems] = useUrlState(read, enemyToParams);
  const archetype = data.archetypes.find((record) => record.id === state.archetype) ?? data.archetypes[0];
  const species = data.species.find((record) => record.id === state.species) ?? data.species[0];
  const tier = data.tiers.find((record) => record.id === state.tier) ?? data.tiers[0];
  const role = data.roles.find((record) => record.id === state.role) ?? data.roles[0];
  if (!archetype || !species || !tier || !role) return null;
  const steps = buildEnemy(archetype.base, species.multipliers, tier.multipliers);
  const nameOf = (attribute: string) => data.attributes.find((candidate) => candidate.id === attribute)?.name ?? attribute;
  const enemyName = `${archetype.name}, ${species.name}, ${tier.name}`;

  return (
    <div className={toolFrame.frame}>
      <fieldset className={toolFrame.group}>
        <legend>Peças do inimigo</legend>
        <div className={styles.row}>
          <Select
            label="Arquétipo"
            value={state.archetype}
            options={data.archetypes.map((record) => ({ value: record.id, label: record.name }))}
            onChange={(id) => setState({ ...state, archetype: id })}
          />
          <Select
            label="Espécie"
            value={state.species}
            options={data.species.map((record) => ({ value: record.id, label: record.name }))}
            onChange={(id) => setState({ ...state, species: id })}
          />
          <Select
            label="Tier"
            value={state.tier}
            options={data.tiers.map((record) => ({ value: record.id, label: record.name }))}
            onChange={(id) => setState({ ...state, tier: id })}
          />
          <Select
            label="Comparar com o papel jogável"
            value={state.role}
            options={data.roles.map((record) => ({ value: record.id, label: record.name }))}
            onChange={(id) => setState({ ...state, role: id })}
          />
        </div>
      </fieldset>

      <Problems link={linkProblems} fields={{}} />

      <LiveResult>
        {enemyName}: {steps.map((step) => `${nameOf(step.attribute)} ${upToSixDecimals(step.value)}`).join(', ')}.
      </LiveResult>

      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>
            {enemyName} ao lado de {role.name}
          </caption>
          <thead>
            <tr>
              <th scope="col">Atributo</th>
              <th scope="col">Base ({archetype.name})</th>
              <th scope="col">× {species.name}</th>
              <th scope="col">× {tier.name}</th>
              <th scope="col">Inimigo (arredondado para cima)</th>
              <th scope="col">{role.name}</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => {
              const range = role.attributes[step.attribute];
              return (
                <tr key={step.attribute}>
                  <th scope="row">{nameOf(step.attribute)}</th>
                  <td>{upToSixDecimals(step.base)}</td>
                  <td>×{upToSixDecimals(step.species)}</td>
                  <td>×{upToSixDecimals(step.tier)}</td>
                  <td>
                    <strong>{upToSixDecimals(step.value)}</strong>
                    {step.exact !== step.value ? ` (${upToSixDecimals(step.exact)})` : ''}
                  </td>
                  <td>{range ? `${upToSixDecimals(range.min)} a ${upToSixDecimals(range.max)}` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CopyLink anchor={anchor} />
    </div>
  );
}
