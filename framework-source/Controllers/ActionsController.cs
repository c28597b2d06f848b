using System.Collections.Generic;
using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Coordena a fase de declaração de ações de cada rodada: rola a energia dos personagens do jogador, escolhe ações e
/// alvos válidos (ou registra um passe) e avisa quando todos declararam.
/// </summary>
/// <remarks>
/// <para>
/// Criado pelo <see cref="BattleController"/> e acionado pelo <see cref="RoundController"/> por meio de
/// <see cref="StartActionsDeclaration"/>. Primeiro os personagens do jogador rolam seus dados
/// (<see cref="CharacterType.RollEquippedDiceForEnergy"/>); depois os inimigos declaram (<c>EnemyActionDeclared</c>),
/// escolhendo ao acaso entre as ações que podem pagar e que têm alvo válido, e por fim os personagens do jogador declaram
/// (<c>PlayerActionDeclared</c>). Quando não há ação com alvo válido ou energia suficiente, o personagem passa
/// (<see cref="DeclaredActionInfo.IsPass"/>).
/// </para>
/// <para>
/// Quando todos declararam, emite <c>ActionsDeclared</c>; o <see cref="TurnController"/> usa então
/// <see cref="DeclaredActions"/> para executar os turnos. O construtor conecta-se aos sinais de <see cref="BattleEvents"/>.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// foreach (var (personagem, info) in actionsController.DeclaredActions)
/// {
///     string texto = info.IsPass() ? "passa" : $"{info.Action!.Name} em {info.Target!.Name}";
///     GD.Print($"{personagem.Name}: {texto}");
/// }
/// </code>
/// </example>
public partial class ActionsController : RefCounted
{
    /// <summary>Cria o controlador e o conecta aos sinais de <see cref="BattleEvents"/>.</summary>
    public ActionsController() => throw null;

    /// <summary>Ação declarada por cada personagem na rodada atual.</summary>
    public IReadOnlyDictionary<CharacterType, DeclaredActionInfo> DeclaredActions => throw null;

    /// <summary>Inicia a declaração de ações da rodada para as duas equipes.</summary>
    /// <param name="playerTeam">Personagens do jogador.</param>
    /// <param name="enemyTeam">Personagens inimigos.</param>
    public void StartActionsDeclaration(List<CharacterType> playerTeam, List<CharacterType> enemyTeam) => throw null;
}
