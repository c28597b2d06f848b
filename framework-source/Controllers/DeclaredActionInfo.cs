using DiceRolling.Actions;
using DiceRolling.Characters;

namespace DiceRolling.Controllers;

/// <summary>
/// Registro da ação declarada por um personagem numa rodada (ação e alvo), ou de um passe quando não há ação.
/// </summary>
/// <remarks>
/// Guardado por <see cref="ActionsController.DeclaredActions"/> durante a declaração e lido pelo
/// <see cref="TurnController"/> na resolução dos turnos.
/// </remarks>
/// <example>
/// <code>
/// var ataque = new DeclaredActionInfo(quickSlash, inimigo);
/// var passe = new DeclaredActionInfo();
/// bool passou = passe.IsPass(); // true
/// </code>
/// </example>
public class DeclaredActionInfo
{
    /// <summary>Cria o registro de uma ação declarada com seu alvo.</summary>
    /// <param name="action">Ação que o personagem vai executar.</param>
    /// <param name="target">Alvo escolhido.</param>
    public DeclaredActionInfo(ActionType action, CharacterType target) => throw null;

    /// <summary>Cria o registro de um passe (sem ação nem alvo).</summary>
    public DeclaredActionInfo() => throw null;

    /// <summary>Ação declarada, ou <c>null</c> num passe.</summary>
    public ActionType? Action { get; }

    /// <summary>Alvo declarado, ou <c>null</c> num passe.</summary>
    public CharacterType? Target { get; }

    /// <summary>Indica se o registro é um passe.</summary>
    /// <returns><c>true</c> se não há ação declarada.</returns>
    public bool IsPass() => throw null;
}
