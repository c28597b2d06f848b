namespace DiceRolling.Characters;

/// <summary>Estados de animação possíveis do modelo de um personagem.</summary>
/// <remarks>
/// Usado por <see cref="DiceRolling.Components.AnimatedModel3DComponent.SetAnimationState"/> para escolher a animação
/// a reproduzir. Corresponde às quatro animações previstas para cada personagem: parado, ataque, atingido e morte.
/// </remarks>
public enum CharacterAnimationState
{
    /// <summary>Parado, aguardando (animação padrão em laço).</summary>
    Idle,

    /// <summary>Executando um ataque ou ação.</summary>
    Attack,

    /// <summary>Recebendo um golpe.</summary>
    Hit,

    /// <summary>Caindo (a Vida chegou a 0).</summary>
    Die
}
