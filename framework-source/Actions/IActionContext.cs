using DiceRolling.Characters;

namespace DiceRolling.Actions;

/// <summary>Contrato do contexto de execução de uma ação: o personagem que age e o alvo, se houver.</summary>
/// <remarks>
/// É recebido por <see cref="ActionType.Do"/>, <see cref="CharacterAction.Resolve"/> e
/// <see cref="DiceRolling.Effects.IEffect.Apply"/>. A implementação padrão é <see cref="ActionContext"/>.
/// </remarks>
public interface IActionContext
{
    /// <summary>Personagem que executa a ação.</summary>
    CharacterType Attacker { get; }

    /// <summary>Personagem que recebe a ação, ou <c>null</c> se a ação não tiver alvo.</summary>
    CharacterType? Target { get; }
}
