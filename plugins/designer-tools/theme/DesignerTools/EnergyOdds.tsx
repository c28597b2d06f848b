// Chances de energia: the reader's dice (type and colour of each face) and a
// cost; the exact chance of paying it in one roll, the expected energy of each
// colour and the chance with 1, 2 and 3 dice slots.
import { useMemo, type ReactNode } from 'react';
import { costUnits, diceForSlots, expectedEnergy, maxCostPerEnergy, maxDice, payOdds, type Odds } from '@dice-rolling/rules';
import { formatFraction, formatOdds } from '../../client/energyOdds';
import { costText, slotCounts, type EnergyToolData, type ToolProps } from '../../client/toolData';
import { defaultDie, energyFromParams, energyToParams, type EnergyDie, type EnergyState } from '../../client/urlState';
import { CopyLink, LiveResult, NumberField, Problems, Select, useFieldProblems, useUrlState } from './common';
import { toolFrame } from '../../../tool-frame';
import styles from './styles.module.css';
import { formatNumber } from '../../../format-pt';

function oddsText(odds: Odds): string {
  const fraction = formatFraction(odds);
  return fraction ? `${formatOdds(odds)} (${fraction})` : formatOdds(odds);
}

export default function EnergyOdds({ data, anchor }: ToolProps<EnergyToolData>): ReactNode {
  const read = useMemo(() => (params: URLSearchParams) => energyFromParams(data, params), [data]);
  const write = useMemo(() => (state: EnergyState) => energyToParams(data, state), [data]);
  const [state, setState, linkProblems] = useUrlState(read, write);
  const [fieldProblems, report] = useFieldProblems();
  const energyOf = (id: string) => data.energies.find((energy) => energy.id === id);

  const dice = state.dice.map((die) => die.faces);
  const odds = payOdds(dice, state.cost);
  const expected = expectedEnergy(
    dice,
    data.energies.map((energy) => energy.id),
  );
  const cost = costText(data, state.cost);
  // A cost of nothing is paid by any roll: no chance to state.
  const free = costUnits(state.cost) === 0;

  const setDie = (index: number, die: EnergyDie) => setState({ ...state, dice: state.dice.map((current, at) => (at === index ? die : current)) });
  const removeDie = (index: number) => setState({ ...state, dice: state.dice.filter((_, at) => at !== index) });
  const addDie = () => setState({ ...state, dice: [...state.dice, { ...(state.dice[state.dice.length - 1] ?? defaultDie(data, 'd6')) }] });

  return (
    <div className={toolFrame.frame}>
      <fieldset className={toolFrame.group}>
        <legend>Dados do personagem</legend>
        <ol className={styles.dice}>
          {state.dice.map((die, index) => (
            <li key={index} className={styles.die}>
              <Select
                label={`Dado ${index + 1}`}
                value={die.type}
                options={data.dice.map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.faces} faces)` }))}
                onChange={(type) => setDie(index, defaultDie(data, type))}
              />
              <details className={styles.faces}>
                <summary>Cores das faces ({die.faces.length})</summary>
                <p className={styles.hint}>
                  Um dado novo recebe as cores da DiceFactory: {data.cycle.map((id) => energyOf(id)?.name ?? id).join(', ')}, em ciclo.
                </p>
                <div className={styles.faceGrid}>
                  {die.faces.map((energy, face) => (
                    <label key={face} className={styles.face}>
                      <span>Face {face + 1}</span>
                      <select
                        aria-label={`Dado ${index + 1}, face ${face + 1}`}
                        value={energy}
                        style={{ borderLeftColor: energyOf(energy)?.colour }}
                        onChange={(event) => setDie(index, { ...die, faces: die.faces.map((current, at) => (at === face ? event.target.value : current)) })}
                      >
                        {data.energies.map((candidate) => (
                          <option key={candidate.id} value={candidate.id}>
                            {candidate.name}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
                <button type="button" className="button button--link button--sm" onClick={() => setDie(index, defaultDie(data, die.type))}>
                  Voltar às cores da DiceFactory
                </button>
              </details>
              <button type="button" className="button button--secondary button--sm" disabled={state.dice.length <= 1} onClick={() => removeDie(index)}>
                Tirar o dado {index + 1}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="button button--primary button--sm" disabled={state.dice.length >= maxDice} onClick={addDie}>
          Acrescentar um dado
        </button>
        <p className={styles.hint}>No máximo {maxDice} dados; um novo dado copia o último.</p>
      </fieldset>

      <fieldset className={toolFrame.group}>
        <legend>Custo da habilidade</legend>
        <div className={styles.row}>
          {data.energies.map((energy) => (
            <NumberField
              key={energy.id}
              label={energy.plural}
              value={state.cost[energy.id] ?? 0}
              min={0}
              max={maxCostPerEnergy}
              onValid={(amount) => setState({ ...state, cost: { ...state.cost, [energy.id]: amount } })}
              onProblem={(message) => report(energy.id, message)}
            />
          ))}
        </div>
        <p className={styles.hint}>De 0 a {maxCostPerEnergy} de cada energia.</p>
      </fieldset>

      <Problems link={linkProblems} fields={fieldProblems} />

      <LiveResult>
        {free ? (
          'Sem custo: qualquer rolagem paga.'
        ) : (
          <>
            Chance de pagar {cost} numa rolagem de {state.dice.length === 1 ? '1 dado' : `${state.dice.length} dados`}: <strong>{oddsText(odds)}</strong>.
          </>
        )}
      </LiveResult>

      <table className={styles.table}>
        <caption>Energia esperada por rolagem</caption>
        <thead>
          <tr>
            <th scope="col">Energia</th>
            <th scope="col">Média por rolagem</th>
          </tr>
        </thead>
        <tbody>
          {data.energies.map((energy) => (
            <tr key={energy.id}>
              <th scope="row">
                <span className={styles.swatch} style={{ backgroundColor: energy.colour }} aria-hidden="true" /> {energy.name}
              </th>
              <td>{formatNumber(expected.get(energy.id) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className={styles.table}>
        <caption>
          {free ? 'Sem custo: qualquer rolagem paga' : `Chance de pagar ${cost}`} com 1, 2 ou 3 slots de dado (os primeiros dados da lista; o último se repete)
        </caption>
        <thead>
          <tr>
            {slotCounts.map((slots) => (
              <th key={slots} scope="col">
                {slots === 1 ? '1 slot' : `${slots} slots`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {slotCounts.map((slots) => (
              <td key={slots}>{oddsText(payOdds(diceForSlots(dice, slots), state.cost))}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <CopyLink anchor={anchor} />
    </div>
  );
}
