// Dano: who attacks and who is hit (from the data or typed), the statuses and
// passives that change damage, and every step of the formula.
import { useMemo, type ReactNode } from 'react';
import { computeDamage, fortressRoundsToCap, hitsToDefeat, type Grade } from '@dice-rolling/rules';
import { damageLimits } from '../../client/damage';
import { damageStepText } from '../../../damage-steps';
import { combatantValues, type Combatant, type DamageToolData, type ToolProps } from '../../client/toolData';
import { damageFromParams, damageToParams, manual, type DamageState, damageParamKeys } from '../../client/urlState';
import { CopyLink, LiveResult, NumberField, Problems, Select, useFieldProblems, useUrlState } from './common';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';
import { formatNumber } from '../../../format-pt';

const gradeNames: Record<Grade, string> = { fraqueza: 'Fraqueza', normal: 'Normal', resistencia: 'Resistência', imunidade: 'Imunidade' };

function combatantOptions(data: DamageToolData) {
  return [
    ...data.combatants.map((combatant) => ({ value: combatant.id, label: combatant.name, group: combatant.group })),
    { value: manual, label: 'Valores digitados', group: 'Outros' },
  ];
}

export default function Damage({ data, anchor }: ToolProps<DamageToolData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => damageFromParams(data, params), [data]);
  const [state, setState, linkProblems] = useUrlState(read, damageToParams, damageParamKeys);
  const [fieldProblems, report] = useFieldProblems();
  const set = (changes: Partial<DamageState>) => setState({ ...state, ...changes });
  const find = (id: string): Combatant | undefined => data.combatants.find((combatant) => combatant.id === id);

  const attacker = find(state.attacker);
  const target = find(state.target);
  const attackerValues = attacker ? combatantValues(data, attacker, state.attackerLevel, '') : undefined;
  const targetValues = target ? combatantValues(data, target, state.targetLevel, state.tier) : undefined;
  const attack = attacker?.attacks[state.attack];
  const base = attack ? attack.damage : state.base;
  const power = attackerValues ? (state.nature === 'elemental' ? attackerValues.elementalPower : attackerValues.power) : state.power;
  const elementalDefence = targetValues ? targetValues.elementalDefence : state.elementalDefence;
  const defence = targetValues ? targetValues.defence : state.defence;
  const life = targetValues ? targetValues.life : state.life;
  const result = computeDamage(
    {
      base,
      nature: state.nature,
      power,
      defence,
      elementalDefence,
      defending: state.defending,
      fortressStacks: state.fortress,
      grade: state.grade,
    },
    data.rules,
  );
  const hits = hitsToDefeat(life, result.damage);
  const fortressMax = fortressRoundsToCap(data.rules);
  const levelOptions = Array.from({ length: data.maxLevel }, (_, level) => ({ value: String(level + 1), label: `Nível ${level + 1}` }));

  return (
    <div className={toolFrame.frame}>
      <div className={styles.columns}>
        <fieldset className={toolFrame.group}>
          <legend>Quem ataca</legend>
          <Select
            label="Atacante"
            value={state.attacker}
            options={combatantOptions(data)}
            onChange={(id) => {
              const next = find(id);
              set({ attacker: id, attack: next && next.attacks.length > 0 ? 0 : -1 });
            }}
          />
          {attacker?.levels && (
            <Select
              label="Nível de quem ataca"
              value={String(state.attackerLevel)}
              options={levelOptions}
              onChange={(level) => set({ attackerLevel: Number(level) })}
            />
          )}
          <Select
            label="Ataque"
            value={String(state.attack)}
            options={[
              ...(attacker?.attacks ?? []).map((item, index) => ({ value: String(index), label: `${item.name}: ${item.damage}` })),
              { value: '-1', label: 'Dano digitado' },
            ]}
            onChange={(index) => set({ attack: Number(index) })}
          />
          {state.attack < 0 || !attack ? (
            <NumberField
              label="Dano da ação"
              value={state.base}
              {...damageLimits.base}
              onValid={(value) => set({ base: value })}
              onProblem={(message) => report('base', message)}
            />
          ) : null}
          <Select
            label="Natureza do dano"
            value={state.nature}
            options={[
              { value: 'physical', label: 'Físico (Poder de Ataque contra Defesa)' },
              { value: 'elemental', label: 'Elemental (Poder elemental contra Defesa elemental)' },
            ]}
            onChange={(nature) => set({ nature })}
          />
          {attacker ? (
            <p className={styles.value}>
              {state.nature === 'physical' ? 'Poder de Ataque' : 'Poder elemental'}: <strong>{formatNumber(power)}</strong>
              {attacker.levels ? ` (nível ${state.attackerLevel})` : ''}
            </p>
          ) : (
            <NumberField
              label={state.nature === 'physical' ? 'Poder de Ataque' : 'Poder elemental'}
              value={state.power}
              {...damageLimits.power}
              hint={`${data.rules.normalPower} = normal`}
              onValid={(value) => set({ power: value })}
              onProblem={(message) => report('power', message)}
            />
          )}
        </fieldset>

        <fieldset className={toolFrame.group}>
          <legend>Quem é atingido</legend>
          <Select label="Alvo" value={state.target} options={combatantOptions(data)} onChange={(id) => set({ target: id })} />
          {target?.levels && (
            <Select label="Nível do alvo" value={String(state.targetLevel)} options={levelOptions} onChange={(level) => set({ targetLevel: Number(level) })} />
          )}
          {target?.tiers && (
            <Select
              label="Tier do alvo"
              value={state.tier}
              options={data.tiers.map((tier) => ({ value: tier.id, label: tier.name }))}
              onChange={(tier) => set({ tier })}
            />
          )}
          {target ? (
            <p className={styles.value}>
              Defesa <strong>{formatNumber(defence)}</strong>
              {state.nature === 'elemental' ? (
                <>
                  , Defesa elemental <strong>{formatNumber(elementalDefence)}%</strong>
                </>
              ) : null}
              , Vida <strong>{formatNumber(life)}</strong>
            </p>
          ) : (
            <div className={styles.row}>
              <NumberField
                label="Defesa"
                value={state.defence}
                {...damageLimits.defence}
                onValid={(value) => set({ defence: value })}
                onProblem={(message) => report('defence', message)}
              />
              <NumberField
                label="Vida"
                value={state.life}
                {...damageLimits.life}
                onValid={(value) => set({ life: value })}
                onProblem={(message) => report('life', message)}
              />
            </div>
          )}
          {state.nature === 'elemental' && !target && (
            <NumberField
              label="Defesa elemental do alvo (%)"
              value={state.elementalDefence}
              {...damageLimits.elementalDefence}
              onValid={(value) => set({ elementalDefence: value })}
              onProblem={(message) => report('elementalDefence', message)}
            />
          )}
          <div className={styles.check}>
            <input id={`${anchor}-defendendo`} type="checkbox" checked={state.defending} onChange={(event) => set({ defending: event.target.checked })} />
            <label htmlFor={`${anchor}-defendendo`}>Defendendo (ação Defender, +{data.rules.defendBonus}% de Defesa e de Defesa elemental)</label>
          </div>
          <NumberField
            label="Rodadas na mesma célula (Fortaleza Inabalável)"
            value={state.fortress}
            {...damageLimits.fortressStacks}
            hint={`+${data.rules.fortressBonus}% de Defesa e de Defesa elemental por rodada, até +${data.rules.fortressCap}% (${fortressMax} rodadas)`}
            onValid={(value) => set({ fortress: value })}
            onProblem={(message) => report('fortress', message)}
          />
          <Select
            label="Grau do alvo contra este tipo de dano"
            value={state.grade}
            options={(Object.keys(gradeNames) as Grade[]).map((grade) => ({
              value: grade,
              label: `${gradeNames[grade]} (${data.rules.gradePercent[grade] > 0 ? '+' : ''}${formatNumber(data.rules.gradePercent[grade])}%)`,
            }))}
            onChange={(grade) => set({ grade })}
          />
        </fieldset>
      </div>

      <Problems link={linkProblems} fields={fieldProblems} />

      <LiveResult>
        Dano final: <strong>{formatNumber(result.damage)}</strong>
        {hits === undefined
          ? '; o alvo não perde Vida.'
          : `; ${hits === 1 ? '1 golpe derruba' : `${hits} golpes derrubam`} o alvo (Vida ${formatNumber(life)}).`}
      </LiveResult>

      <ol className={styles.steps} aria-label="Passos da fórmula">
        {result.steps.map(damageStepText).map((step) => (
          <li key={step.label}>
            <strong>{step.label}:</strong> {step.detail}
          </li>
        ))}
      </ol>
      <CopyLink anchor={anchor} />
    </div>
  );
}
