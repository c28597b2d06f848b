using System.Collections.Generic;
using DiceRolling.Actions;
using DiceRolling.Characters;

/// <summary>
/// Serviços com as regras e operações sobre ações (<see cref="ActionService"/>), personagens
/// (<see cref="CharacterService"/>), efeitos (<see cref="EffectService"/>), grades (<see cref="GridService"/>), ids
/// (<see cref="IdService"/>), tabuleiros de alvos (<see cref="TargetBoardService"/>) e validações
/// (<see cref="ValidationService"/>). Dois são classes estáticas; os outros expõem uma instância única em
/// <c>Instance</c>.
/// </summary>
namespace DiceRolling.Services;

/// <summary>
/// Regras de uso das ações em batalha: verificação de custo em energia, cálculo dos alvos válidos pela posição nas
/// grades e consumo da energia ao executar.
/// </summary>
/// <remarks>
/// <para>
/// Na fase de declaração de ações, o <see cref="DiceRolling.Controllers.ActionsController"/> usa
/// <see cref="CanAffordAction"/> e <see cref="GetValidTargets"/> para saber quais ações cada personagem pode
/// declarar (um inimigo escolhe ao acaso entre as que pode pagar e que têm alvo; sem opção, passa). Na resolução,
/// o <see cref="DiceRolling.Controllers.TurnController"/> chama <see cref="ConsumeEnergy"/> ao executar a ação.
/// </para>
/// <para>
/// Os alvos são calculados a partir do <see cref="ActionType.TargetBoard"/> da ação: a primeira grade indica, com
/// valor <c>1</c>, os slots de onde o atacante pode agir; a segunda indica, com valor <c>3</c>, os slots que podem
/// ser atingidos (<c>2</c> marca aliados; <c>0</c> é ignorado).
/// </para>
/// </remarks>
/// <example>
/// <code>
/// if (ActionService.CanAffordAction(joanna, cleave))
/// {
///     List&lt;CharacterType&gt; alvos = ActionService.GetValidTargets(joanna, cleave, inimigos);
///     if (alvos.Count &gt; 0)
///     {
///         // declarar a ação...
///     }
/// }
/// </code>
/// </example>
public static class ActionService
{
    /// <summary>Indica se o personagem tem, na energia disponível, todas as energias exigidas pela ação.</summary>
    /// <param name="character">Personagem que quer usar a ação; sua energia está em <see cref="CharacterType.AvailableEnergy"/>.</param>
    /// <param name="action">Ação cujo custo (<see cref="ActionType.RequiredEnergy"/>) é verificado.</param>
    /// <returns><see langword="true"/> se o custo puder ser pago; ações sem custo sempre retornam <see langword="true"/>.</returns>
    public static bool CanAffordAction(CharacterType character, ActionType action) => throw null;

    /// <summary>
    /// Filtra, entre os possíveis alvos, os que a ação pode atingir a partir da posição atual do atacante.
    /// </summary>
    /// <param name="attacker">Personagem que usa a ação; seu <see cref="CharacterType.SlotIndex"/> precisa estar marcado com <c>1</c> na grade do ator.</param>
    /// <param name="action">Ação com o tabuleiro de alvos.</param>
    /// <param name="potentialTargets">Personagens candidatos (por exemplo, a equipe adversária).</param>
    /// <returns>Os alvos cujo slot está marcado como alvo; lista vazia se o atacante não puder agir da posição atual.</returns>
    public static List<CharacterType> GetValidTargets(CharacterType attacker, ActionType action, List<CharacterType> potentialTargets) => throw null;

    /// <summary>Remove da energia disponível do personagem as energias exigidas pela ação.</summary>
    /// <param name="character">Personagem que executa a ação.</param>
    /// <param name="action">Ação executada.</param>
    public static void ConsumeEnergy(CharacterType character, ActionType action) => throw null;
}
